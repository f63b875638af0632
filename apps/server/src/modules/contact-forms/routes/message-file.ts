// Sends one of a message's files, always as an attachment (a visitor's file never renders in our
// origin): the one handler body behind pinwheel/v1 and the deprecated /api/admin path.
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { ContactFormsService } from '../service.ts';

/**
 * Sends the file (the handler then answers `reply`); false, with nothing sent, when the message or
 * its file does not exist.
 */
export async function sendMessageFile(
  contactForms: ContactFormsService,
  reply: FastifyReply,
  messageId: string,
  index: number,
): Promise<boolean> {
  const found = await contactForms.submissionFile(messageId, index);
  if (!found) return false;
  const encoded = encodeURIComponent(found.file.name);
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', `attachment; filename*=UTF-8''${encoded}`)
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(found.absolutePath) as never);
  return true;
}
