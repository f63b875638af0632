// The shop's owners on the platform API (pinwheel/v1), for the dashboard's "Owners" settings:
//   GET        /owners                 every owner (`is_current`: the caller)
//   DELETE     /owners/{id}            remove another owner; never the last one, never oneself
//   GET|PUT    /owners/me              the caller's own account: email, password (current asked)
//   GET|POST   /owner-invites          open invitations; invite an address (mailed, or the link
//                                      answered when no mail went out)
//   DELETE     /owner-invites/{id}     withdraw an invitation
// Managed by the signed-in owner's cookie session only: an API key never adds or removes owners.
// Accepting an invitation is a page (/admin/invitation/{token}), not an API call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidParams, restError, restErrorSchema } from '../../platform-api/index.ts';
import { languageSchema } from '../../schemas/language.ts';
import { oneLineText } from '../../schemas/plain-text.ts';
import { wpDate } from './application-password-routes.ts';
import { MIN_PASSWORD_LENGTH, type InviteView, type OwnersTeam, type OwnerView } from './owners.ts';

const BASE = '/wp-json/pinwheel/v1';
const TAGS = ['pinwheel/v1 owners'];
const errors = {
  400: restErrorSchema,
  401: restErrorSchema,
  403: restErrorSchema,
  404: restErrorSchema,
  409: restErrorSchema,
};

const ownerItem = z.object({
  id: z.string(),
  email: z.string(),
  created: z.string(),
  is_current: z.boolean(),
});
const inviteItem = z.object({
  id: z.string(),
  email: z.string(),
  created: z.string(),
  expires: z.string(),
  invited_by: z.string().nullable(),
});
const inviteAnswer = inviteItem.extend({
  mail: z
    .enum(['sent', 'not_configured', 'failed'])
    .describe('sent: mailed; not_configured: no SMTP server is set; failed: the server refused it'),
  link: z
    .string()
    .optional()
    .describe('The invitation link, only when no mail went out: for the owner to pass on'),
});
const idParams = z.object({ id: z.string().min(1).max(100) });
const email = z.email('Enter an email address such as name@example.com.').max(254);
const newPassword = oneLineText(1024).min(
  MIN_PASSWORD_LENGTH,
  `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
);

export const ownerPasswordSchema = newPassword;

const ownerOf = (owner: OwnerView, currentId: string) => ({
  id: owner.id,
  email: owner.email,
  created: wpDate(owner.createdAt),
  is_current: owner.id === currentId,
});
const inviteOf = (invite: InviteView) => ({
  id: invite.id,
  email: invite.email,
  created: wpDate(invite.createdAt),
  expires: wpDate(invite.expiresAt),
  invited_by: invite.invitedByEmail,
});

/** The owner by cookie, or the refusal already sent (null). */
async function sessionOwner(request: FastifyRequest, reply: FastifyReply) {
  const caller = await request.restCaller();
  if (caller?.via === 'cookie') return caller;
  restError(
    reply,
    403,
    'pinwheel_rest_session_required',
    'Owners are managed by a signed-in owner, not with an API key or application password.',
  );
  return null;
}

export async function ownerRoutes(app: FastifyInstance, { team }: { team: OwnersTeam }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${BASE}/owners`,
    {
      schema: {
        tags: TAGS,
        summary: 'Every owner of the shop',
        response: { 200: z.array(ownerItem), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await sessionOwner(request, reply);
      if (!caller) return reply;
      return (await team.list()).map((owner) => ownerOf(owner, caller.ownerId));
    },
  );

  api.get(
    `${BASE}/owners/me`,
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in owner’s own account',
        response: { 200: ownerItem, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await sessionOwner(request, reply);
      if (!caller) return reply;
      const me = (await team.list()).find((owner) => owner.id === caller.ownerId);
      if (!me) return restError(reply, 404, 'pinwheel_rest_owner_invalid_id', 'No such owner.');
      return ownerOf(me, caller.ownerId);
    },
  );

  api.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${BASE}/owners/me`,
    schema: {
      tags: TAGS,
      summary:
        'Change the signed-in owner’s email and/or password; the current password is required. A new password signs out every other session.',
      body: z.object({
        current_password: oneLineText(1024).min(1, 'Enter your current password.'),
        email: email.optional(),
        password: newPassword.optional(),
      }),
      response: { 200: ownerItem, ...errors },
    },
    handler: async (request, reply) => {
      const caller = await sessionOwner(request, reply);
      if (!caller) return reply;
      const { current_password: currentPassword, email: newEmail, password } = request.body;
      const changed = await team.changeOwnAccount(
        caller.ownerId,
        { currentPassword, email: newEmail, password },
        request.sessionToken(),
      );
      if (!changed.ok) {
        return invalidParams(reply, {
          [changed.field]:
            changed.reason === 'wrong_password'
              ? 'Your current password is not right.'
              : 'Another owner already has this email address.',
        });
      }
      request.log.info({ ownerId: caller.ownerId }, 'owner account changed');
      return ownerOf(changed.owner, caller.ownerId);
    },
  });

  api.delete(
    `${BASE}/owners/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Remove another owner (never the last one); their sessions and keys end',
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true), previous: ownerItem }), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await sessionOwner(request, reply);
      if (!caller) return reply;
      const { id } = request.params;
      if (id === caller.ownerId) {
        return restError(
          reply,
          409,
          'pinwheel_rest_owner_is_you',
          'You cannot remove your own account. Another owner can.',
        );
      }
      const before = (await team.list()).find((owner) => owner.id === id);
      const removed = await team.remove(id);
      if (removed === false || !before) {
        return restError(reply, 404, 'pinwheel_rest_owner_invalid_id', 'No such owner.');
      }
      if (removed === 'last') {
        return restError(
          reply,
          409,
          'pinwheel_rest_last_owner',
          'The shop must keep at least one owner.',
        );
      }
      request.log.info({ ownerId: id, by: caller.ownerId }, 'owner removed');
      return { deleted: true as const, previous: ownerOf(before, caller.ownerId) };
    },
  );

  api.get(
    `${BASE}/owner-invites`,
    {
      schema: {
        tags: TAGS,
        summary: 'Invitations not yet accepted, withdrawn or expired',
        response: { 200: z.array(inviteItem), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await sessionOwner(request, reply))) return reply;
      return (await team.openInvites()).map(inviteOf);
    },
  );

  api.post(
    `${BASE}/owner-invites`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Invite an address to become an owner: mailed when SMTP is set, else the link is answered',
        body: z.object({ email, lang: languageSchema.default('en') }),
        response: { 201: inviteAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await sessionOwner(request, reply);
      if (!caller) return reply;
      const outcome = await team.invite({
        email: request.body.email,
        invitedBy: { id: caller.ownerId, email: caller.email },
        lang: request.body.lang,
      });
      if (!outcome.ok) {
        return invalidParams(reply, { email: 'This address is already an owner of the shop.' });
      }
      request.log.info(
        { inviteId: outcome.invite.id, mail: outcome.delivery.mail },
        'owner invited',
      );
      return reply.status(201).send({ ...inviteOf(outcome.invite), ...outcome.delivery });
    },
  );

  api.delete(
    `${BASE}/owner-invites/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw an invitation: its link stops working',
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await sessionOwner(request, reply))) return reply;
      if (!(await team.revokeInvite(request.params.id))) {
        return restError(reply, 404, 'pinwheel_rest_invite_invalid_id', 'No such open invitation.');
      }
      return { deleted: true as const };
    },
  );
}
