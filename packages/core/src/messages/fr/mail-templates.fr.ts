import type { defaultMailTexts } from '../console-ui/mail-texts.js';
import type { Catalogue } from '../locale.js';

/**
 * The game's own texts of each mail in French (Canada), as templates with the same `{{variables}}` as the
 * English (decisions 0150 and 0157): an event's own French text replaces them when its organizers wrote one.
 */
export const defaultMailTextsFr: Catalogue<typeof defaultMailTexts> = {
  verify: {
    subject: 'Confirmez votre adresse courriel pour {{event}}',
    body: 'Bonjour {{name}},\n\nOuvrez ce lien d’ici {{minutes}}\u00a0minutes pour confirmer votre adresse courriel\u00a0:\n{{link}}\n\nSi vous n’avez rien demandé, ignorez ce courriel.',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe pour {{event}}',
    body: 'Bonjour {{name}},\n\nOuvrez ce lien d’ici {{minutes}}\u00a0minutes pour choisir un nouveau mot de passe\u00a0:\n{{link}}\n\nSi vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
  },
  alreadyRegistered: {
    subject: '{{event}}\u00a0: quelqu’un a tenté de s’inscrire avec votre adresse courriel',
    body: 'Bonjour {{name}},\n\nQuelqu’un a tenté de créer un compte {{event}} avec cette adresse courriel, qui en a déjà un.\nSi c’était vous, connectez-vous ici\u00a0: {{link}}\nSi vous avez oublié votre mot de passe, utilisez «\u00a0Mot de passe oublié\u00a0» sur cette page.',
  },
  invitation: {
    subject: '{{event}}\u00a0: votre invitation à jouer',
    body: 'Bonjour {{name}},\n\nUne place vous attend dans le jeu de l’événement «\u00a0{{event}}\u00a0». Pour entrer dans le jeu, choisissez votre mot de passe avec ce lien\u00a0:\n\n{{link}}\n\nLe lien fonctionne une seule fois, pendant {{days}}\u00a0jours. Connectez-vous ensuite avec votre adresse courriel et votre nouveau mot de passe.\n\nSi vous n’attendiez pas ce courriel, vous pouvez l’ignorer.',
  },
  emailInUse: {
    subject: 'Quelqu’un a tenté de déplacer un autre compte {{event}} vers votre adresse courriel',
    body: 'Bonjour {{name}},\n\nQuelqu’un a tenté de remplacer l’adresse courriel d’un autre compte {{event}} par celle-ci, qui appartient déjà à votre compte. Rien n’a changé\u00a0: votre compte et son adresse restent à vous.\nVous pouvez vous connecter ici\u00a0: {{link}}',
  },
};
