import type { FastifyInstance } from 'fastify';
import type { SchedulingProvider } from '../../integrations/scheduling/index';
import { recurringJob } from '../../jobs/recurring-task';
import type { RoomContext } from '../../platform/room-context';
import { registerResultsCallRoutes } from './calls/routes';
import { registerFhirRecordRoutes } from './fhir/routes';
import { registerHealthLinkRoutes } from './health-links/routes';
import { createRetestReminders } from './retest-reminders';
import { registerResultRoutes } from './routes';
import { registerResultSharingRoutes } from './sharing/routes';
import { registerStiResultRoutes } from './sti/routes';
import { createResultViewRecorder } from './views/result-view-log';

/**
 * The results room: a customer's analyses and STI results, their documents, FHIR records and SMART Health Links,
 * shared links, result calls and retest reminders; every read of a result recorded by one recorder, whose queue
 * is written before the stop.
 */
export function registerResults(
  app: FastifyInstance,
  room: RoomContext,
  integrations: { scheduling: SchedulingProvider },
): void {
  const { config } = room;
  const retests = createRetestReminders({ ...room, marketingUrl: config.marketingUrl });
  room.jobs.define(recurringJob('retest-reminders', '15 14 * * *', () => retests.run()));
  const views = createResultViewRecorder(room.db, { log: room.log });
  app.addHook('onClose', () => views.close());
  registerResultRoutes(app, { ...room, views, productName: config.productName, lab: config.lab });
  const withViews = { ...room, views, publicUrl: config.publicUrl };
  registerStiResultRoutes(app, withViews);
  registerResultSharingRoutes(app, withViews);
  registerFhirRecordRoutes(app, { ...withViews, lab: config.lab });
  registerHealthLinkRoutes(app, {
    ...withViews,
    lab: config.lab,
    limiter: room.limits.healthLinkManifestPerIp,
  });
  registerResultsCallRoutes(app, { ...room, scheduling: integrations.scheduling });
}
