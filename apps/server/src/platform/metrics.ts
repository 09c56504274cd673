import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics for one process, served at /metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route, method and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    jobs: new Counter({
      name: 'background_jobs_total',
      help: 'Background job runs by name and outcome (done, retry, dead)',
      labelNames: ['name', 'outcome'] as const,
      registers: [registry],
    }),
    jobsQueued: new Gauge({
      name: 'background_jobs_in_state',
      help: 'Background jobs in each state, as last counted',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
    wsConnections: new Gauge({
      name: 'websocket_connections',
      help: 'Open WebSocket connections (/ws/events/) on this instance',
      registers: [registry],
    }),
    liveEvents: new Counter({
      name: 'live_events_delivered_total',
      help: 'Live events written to WebSocket connections on this instance, by type',
      labelNames: ['type'] as const,
      registers: [registry],
    }),
    chatMessages: new Counter({
      name: 'chat_messages_total',
      help: 'Chat messages stored on this instance, by how they were sent (socket, http)',
      labelNames: ['via'] as const,
      registers: [registry],
    }),
    chatMessageBatch: new Histogram({
      name: 'chat_message_batch_size',
      help: 'Chat messages stored per statement (messages sent together are stored together)',
      buckets: [1, 2, 5, 10, 20, 50, 100, 200],
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
