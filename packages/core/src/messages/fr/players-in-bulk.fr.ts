import type { Catalogue } from '../locale.js';
import type { playersInBulkText } from '../players-in-bulk.js';

/** What players see of players in bulk, in French (Canada) (docs/decisions/0150). */
export const playersInBulkTextFr: Catalogue<typeof playersInBulkText> = {
  joining:
    'Vous vous inscrivez par le lien de votre classe ou de votre groupe\u00a0: votre groupe est enregistré avec votre compte.',
  unknownGroup:
    'Ce lien de classe ou de groupe n’est plus valide. Demandez-en un nouveau à votre enseignant ou enseignante, ou inscrivez-vous sans lien.',
  invitationIntro:
    'Une place vous attend dans le jeu. Choisissez le mot de passe de votre compte (ce lien ne fonctionne qu’une fois), puis connectez-vous avec votre adresse courriel pour jouer.',
};
