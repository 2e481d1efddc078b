import * as z from 'zod/mini';

/** Path of the health check, relative to `/api/v2`. It needs no auth and is not a `GameApi` call. */
export const HEALTH_PATH = '/health';

/** `GET /api/v2/health` answer: 200 with `ok` when the database answers, 503 with `unavailable` otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
