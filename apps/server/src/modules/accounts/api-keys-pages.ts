// The owner's API credentials as the /admin/settings/api page uses them
// (apps/web/app/context/api-keys.ts), bound to one request: the page sits under the /admin guard,
// so the owner is signed in by cookie, the only way credentials are made (a key never mints keys).
import type { ApiKeysPages, ApiKeySummary } from '@pinwheel/web/context/api-keys';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiKeyName, apiKeyScope } from './api-key-input.ts';
import type { ApiKeyView } from './api-keys.ts';
import type { AccountsService } from './service.ts';

const apiKeyKind = z.enum(['application_password', 'consumer_key']);

function summaryOf(key: ApiKeyView): ApiKeySummary {
  return {
    id: key.id,
    kind: key.kind,
    name: key.name,
    scope: key.scope,
    truncatedKey: key.truncatedKey,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
  };
}

export function apiKeysPages(accounts: AccountsService, request: FastifyRequest): ApiKeysPages {
  async function owner() {
    const signedIn = await request.currentOwner();
    // The /admin guard let this request through; no owner here is a bug, not a visitor.
    if (!signedIn) throw new Error('API keys asked for without a signed-in owner');
    return signedIn;
  }
  return {
    async list() {
      const { id } = await owner();
      const [passwords, keys] = await Promise.all([
        accounts.apiKeys.list(id, 'application_password'),
        accounts.apiKeys.list(id, 'consumer_key'),
      ]);
      return [...passwords, ...keys]
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map(summaryOf);
    },
    async create(input) {
      const kind = apiKeyKind.safeParse(input.kind);
      const scope = apiKeyScope.safeParse(input.scope);
      if (!kind.success || !scope.success) return { ok: false, reason: 'bad_choice' };
      const name = apiKeyName.safeParse(input.name);
      if (!name.success) {
        return { ok: false, reason: input.name.trim() ? 'name_invalid' : 'name_missing' };
      }
      const signedIn = await owner();
      if (kind.data === 'consumer_key') {
        const created = await accounts.apiKeys.createConsumerKey(signedIn.id, {
          description: name.data,
          scope: scope.data,
        });
        request.log.info({ keyId: created.key.id }, 'API key created');
        return {
          ok: true,
          created: {
            kind: 'consumer_key',
            name: name.data,
            scope: scope.data,
            consumerKey: created.consumerKey,
            consumerSecret: created.consumerSecret,
          },
        };
      }
      const created = await accounts.apiKeys.createApplicationPassword(signedIn.id, {
        name: name.data,
        scope: scope.data,
      });
      if (!created.ok) return { ok: false, reason: 'name_taken' };
      request.log.info({ keyId: created.key.id }, 'application password created');
      return {
        ok: true,
        created: {
          kind: 'application_password',
          name: name.data,
          scope: scope.data,
          username: signedIn.email,
          password: created.password,
        },
      };
    },
    async revoke(kind, id) {
      const parsed = apiKeyKind.safeParse(kind);
      if (!parsed.success) return false;
      const revoked = await accounts.apiKeys.revoke((await owner()).id, parsed.data, id);
      if (revoked) request.log.info({ keyId: id }, 'API key revoked');
      return revoked !== null;
    },
  };
}
