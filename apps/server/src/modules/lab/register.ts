import type { FastifyInstance } from 'fastify';
import { inSpan, SpanKind } from '../../observability/tracing';
import type { RoomContext } from '../../platform/room-context';
import { createLabOrders } from './lab-orders';
import { createLabInterface, type LabInterface } from './lab-service';
import { createMllpListener } from './mllp-listener';
import { registerLabInterfaceRoutes } from './routes';

/**
 * The lab room: orders sent to the lab and its HL7 v2 results received on LAB_HL7_PORT (when set), the listener
 * started and stopped with the server, and the staff's routes for what the lab sent that could not be matched.
 */
export function registerLab(app: FastifyInstance, room: RoomContext): LabInterface {
  const { config } = room;
  const orders = createLabOrders({
    db: room.db,
    config: config.labInterface,
    enqueue: room.jobs.enqueue,
    now: room.now,
  });
  room.jobs.define(orders.job);
  const lab = createLabInterface({
    db: room.db,
    outbox: room.outbox,
    publicUrl: config.publicUrl,
    now: room.now,
    release: config.labInterface.release,
    azoospermiaSecondLook: config.labInterface.azoospermiaSecondLook,
    log: room.log,
    orders,
  });
  if (config.labInterface.port !== undefined) {
    // Each message the lab sends starts a trace of its own (its statements, the emails of results released).
    const receive: typeof lab.receive = (bytes, peer) =>
      inSpan('lab.receive', { kind: SpanKind.SERVER, parent: null }, () => lab.receive(bytes, peer));
    const listener = createMllpListener({ config: config.labInterface, receive, log: room.log });
    app.addHook('onReady', async () => {
      await listener.start();
    });
    app.addHook('onClose', () => listener.stop());
  }
  registerLabInterfaceRoutes(app, { db: room.db, lab, orders });
  return lab;
}
