import type { consoleBrandText } from '../console-ui/brand.js';
import type { consoleMailText } from '../console-ui/mail-texts.js';
import { formatterFor, type Catalogue } from '../locale.js';

/** The console's Look and mails screen in French (Canada): the event's look and the mail editor (docs/decisions/0150). */

/** A contrast ratio with two decimals and the decimal comma (« 4,50 »). */
const ratioFr = (ratio: number) =>
  ratio.toLocaleString('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const consoleBrandTextFr: Catalogue<typeof consoleBrandText> = {
  title: 'L’apparence de l’événement',
  intro:
    'Les joueurs et joueuses voient le nom, le logo et la couleur de l’événement dans l’en-tête de chaque page, et ses courriels les portent aussi.',
  logoLabel: 'Logo',
  colorLabel: 'Couleur',
  colorHint: 'Une couleur comme #1d4e89, assez foncée pour du texte blanc. Vide\u00a0: la couleur du jeu.',
  save: 'Enregistrer l’apparence',
  saving: 'Enregistrement…',
  saved: 'L’apparence de l’événement est enregistrée',
  help: {
    title: 'L’aide aux participants',
    intro: 'L’écran Aide des pages du jeu les affiche. Vides\u00a0: ceux de l’installation.',
    emailLabel: 'Courriel de soutien',
    chatLabel: 'Lien du clavardage de la communauté',
    chatHint: 'Un lien https.',
    save: 'Enregistrer les contacts d’aide',
    saved: 'Les contacts d’aide sont enregistrés',
  },
  problems: {
    colorFormat: 'Écrivez la couleur avec # et six chiffres hexadécimaux, comme #1d4e89',
    colorContrast: (ratio, min) =>
      `Le texte blanc sur cette couleur a un contraste de ${ratioFr(Number(ratio))}:1\u202f; choisissez une couleur plus foncée (au moins ${formatterFor('fr').number(Number(min))}:1)`,
  },
};

export const consoleMailTextFr: Catalogue<typeof consoleMailText> = {
  heading: 'Textes des courriels',
  mailLabel: 'Courriel',
  intro:
    'Les courriels que le jeu envoie aux joueurs et joueuses, en anglais et en français\u00a0: chaque personne reçoit le courriel dans sa langue. Tant que vous n’avez pas écrit le texte de l’événement dans une langue, les personnes qui lisent cette langue reçoivent votre texte dans l’autre si vous l’avez écrit, sinon le texte du jeu. Le nom de l’événement signe chaque courriel.',
  languageTitle: { en: 'En anglais', fr: 'En français' },
  inLanguage: { en: 'en anglais', fr: 'en français' },
  otherLanguage: {
    en: 'Pas encore de texte anglais pour cet événement\u00a0: les personnes qui lisent en anglais reçoivent votre texte français, comme le montre l’aperçu. Enregistrez un texte anglais pour leur envoyer le leur.',
    fr: 'Pas encore de texte français pour cet événement\u00a0: les personnes qui lisent en français reçoivent votre texte anglais, comme le montre l’aperçu. Enregistrez un texte français pour leur envoyer le leur.',
  },
  mailNames: {
    verify: 'Vérification de l’adresse courriel',
    reset: 'Réinitialisation du mot de passe',
    alreadyRegistered: 'Inscription avec une adresse connue',
    emailInUse: 'Changement vers une adresse connue',
    invitation: 'Invitation d’une personne importée',
  },
  subjectLabel: 'Objet',
  bodyLabel: 'Texte',
  variablesTitle: 'Variables que vous pouvez utiliser',
  variables: {
    name: 'le nom du joueur ou de la joueuse',
    link: 'le lien dont parle le courriel',
    event: 'le nom de l’événement',
    minutes: 'pendant combien de minutes le lien fonctionne',
    days: 'pendant combien de jours le lien fonctionne',
  },
  custom: 'Le texte de l’événement',
  catalogue: 'Le texte du jeu',
  preview: 'Aperçu',
  previewNote:
    'Avec une personne et un lien inventés. Le courriel part aussi en HTML tiré de ce texte, à la couleur de l’événement, chaque lien cliquable.',
  previewSubject: (subject) => `Objet\u00a0: ${subject}`,
  save: 'Enregistrer le texte',
  saving: 'Enregistrement…',
  reset: 'Revenir au texte du jeu',
  saved: (mail, inLanguage) => `Le texte ${inLanguage} de «\u00a0${mail}\u00a0» est enregistré`,
  resetDone: (mail, inLanguage) => `«\u00a0${mail}\u00a0» ${inLanguage} reprend le texte du jeu`,
  sample: { name: 'Alex Exemple', link: 'https://game.example.org/link?token=0123456789abcdef' },
  problems: {
    unknownVariable: (variable, allowed) =>
      `{{${variable}}} n’est pas une variable de ce courriel\u00a0: utilisez ${Array.from(allowed, (name) => `{{${name}}}`).join(', ')}`,
    malformed: 'Écrivez chaque variable sous la forme {{name}}, avec deux accolades de chaque côté',
    subjectLength: (max) => `L’objet compte de 1 à ${max}\u00a0caractères sur une seule ligne`,
    bodyLength: (max) => `Le texte compte de 1 à ${max}\u00a0caractères`,
    linkNeeded: 'Le texte doit contenir {{link}}\u00a0: c’est pour lui que le courriel est envoyé',
  },
};
