import { actorOf } from '../services/console-caller.js';
import { tooManyRequests } from '../services/throttle.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { ImagesRepository } from '../db/images.repository.js';
import { processImage, UPLOADS_PREFIX } from './images.js';

/** Image uploads, by organizers and partners: checked, resized, stored and answered with their address. */
export function imageHandlers(services: ConsoleServices): Pick<ConsoleHandlers, 'consoleUploadImage'> {
  return {
    async consoleUploadImage({ body, caller }) {
      // Each image is stored in the database (about 740 KB at most once resized): a partner's uploads are
      // budgeted, so one account cannot fill it. Organizers, who import whole events, are not.
      if (caller.auth.user.role === 'Partner') {
        const { context } = services;
        const taken = await context.throttle.take(
          `uploads|account|${caller.auth.user.id}`,
          context.config.rateLimits.uploadsPerPartner,
        );
        if (!taken.allowed) throw tooManyRequests(taken.retryAfterMs);
      }
      const image = await processImage(body);
      await services.audited(actorOf(caller), async (tx) => {
        await new ImagesRepository(tx).store(image, caller.auth.user.id, services.now());
        return {
          value: null,
          audit: {
            action: 'images.upload',
            target: `image:${image.name}`,
            before: null,
            after: {
              purpose: body.purpose,
              width: image.width,
              height: image.height,
              bytes: image.data.length,
            },
          },
        };
      });
      return {
        url: `${UPLOADS_PREFIX}${image.name}`,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        content_type: 'image/webp',
      };
    },
  };
}
