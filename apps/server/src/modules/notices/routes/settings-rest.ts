// pinwheel/v1/settings/notices on the platform API: the shop's recent-purchase notice settings.
// A save with a template naming an unknown placeholder (or another problem settingsProblems
// finds) is refused on its field and nothing is saved: problems show when saved, not on display.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidParams, restErrorSchema } from '../../../platform-api/rest-errors.ts';
import type { NoticesService } from '../service.ts';
import { noticeSettingsAnswer, noticeSettingsSchema } from './settings-schema.ts';

export const NOTICE_SETTINGS_PATH = '/wp-json/pinwheel/v1/settings/notices';

export async function noticeSettingsRestRoutes(
  app: FastifyInstance,
  options: { notices: NoticesService },
) {
  const { notices } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];
  routes.get(
    NOTICE_SETTINGS_PATH,
    {
      schema: {
        tags,
        summary:
          'The recent-purchase notice settings (messages_he, message_custom_he: those Hebrew pages show)',
        response: { 200: noticeSettingsAnswer },
      },
    },
    () => notices.settings(),
  );
  routes.route({
    method: ['POST', 'PUT'],
    url: NOTICE_SETTINGS_PATH,
    schema: {
      tags,
      summary:
        'Saves the recent-purchase notice settings (every field; templates checked; messages_he and message_custom_he for Hebrew pages, kept when left out)',
      body: noticeSettingsSchema,
      response: { 200: noticeSettingsAnswer, 400: restErrorSchema },
    },
    handler: async (request, reply) => {
      const current = await notices.settings();
      // A client that does not know the Hebrew templates keeps the stored ones.
      const saved = await notices.save({
        ...request.body,
        messages_he: request.body.messages_he ?? current.messages_he,
        message_custom_he: request.body.message_custom_he ?? current.message_custom_he,
      });
      if (!saved.ok) return invalidParams(reply, saved.problems as Record<string, string>);
      return notices.settings();
    },
  });
}
