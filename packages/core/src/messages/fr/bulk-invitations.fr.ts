import type { consoleBulkInvitationsText } from '../console-ui/console-bulk-invitations.js';
import { formatterFor, type Catalogue } from '../locale.js';

/** Players in bulk in French (Canada): the console's import, invitations and group links (docs/decisions/0150). */

const fr = () => formatterFor('fr');
const count = (value: number, one: string, other: string) => fr().count(value, { one, other });

export const consoleBulkInvitationsTextFr: Catalogue<typeof consoleBulkInvitationsText> = {
  screen: 'Importer des joueurs et joueuses',
  intro:
    'Apportez une liste de classe en fichier CSV\u00a0: une personne par ligne, avec une ligne d’en-tête. Rien n’est enregistré avant que vous ayez vu l’aperçu et choisi Importer.',
  columnsHelp:
    'Colonnes, en français ou en anglais\u00a0: nom (name) et courriel (email) sont obligatoires ; école (school), année (grade\u00a0: 9 à 12, 10e année, Autre), pays (country), province (region) et ville (city) sont facultatives. Une année vide vaut Autre.',
  readOnly: 'La console de démonstration partagée ne peut pas importer de joueurs et joueuses.',

  file: {
    formLabel: 'La liste de classe',
    label: 'Fichier CSV',
    hint: 'Un fichier .csv enregistré depuis un tableur\u00a0: séparé par des virgules, des points-virgules ou des tabulations\u202f; en UTF-8, en Windows-1252 (le «\u00a0CSV\u00a0» d’Excel) ou en UTF-16 (le «\u00a0Texte Unicode\u00a0» d’Excel).',
    orPaste: 'Ou collez les lignes ici',
    readFailed:
      'Le navigateur n’a pas pu lire ce fichier. Enregistrez-le de nouveau en CSV (UTF-8) et choisissez-le encore une fois.',
    empty: 'Choisissez d’abord un fichier CSV ou collez-en les lignes.',
    tooLarge: 'Ce fichier dépasse 2\u00a0Mo\u00a0: divisez-le en plusieurs fichiers.',
    readAsWindows1252:
      'Ce fichier n’est pas en UTF-8\u00a0: il a été lu en Windows-1252, comme Excel enregistre le «\u00a0CSV\u00a0» sous Windows. Si les accents de l’aperçu sont faux, enregistrez-le de nouveau dans Excel en «\u00a0CSV UTF-8 (délimité par des virgules)\u00a0».',
    notCsv:
      'Ce n’est pas un fichier CSV (un classeur, peut-être). Dans Excel, choisissez Fichier, Enregistrer sous, «\u00a0CSV UTF-8 (délimité par des virgules)\u00a0», puis choisissez le nouveau fichier.',
  },
  group: {
    label: 'Groupe (facultatif)',
    none: 'Aucun groupe',
    hint: 'Les personnes importées sont inscrites dans cette classe ou ce groupe.',
  },
  preview: 'Aperçu',
  previewing: 'Lecture du fichier…',
  import: (n) => `Importer ${count(n, 'personne', 'personnes')}`,
  importing: (n) => `Importation de ${count(n, 'personne', 'personnes')} et mise en file de leurs invitations…`,
  importProgress: (done, total) =>
    `${fr().number(done)} sur ${count(total, 'personne importée', 'personnes importées')}`,
  startOver: 'Recommencer',
  done: (created) =>
    created <= 1
      ? `${created} personne a été importée et invitée.`
      : `${fr().number(created)} personnes ont été importées et invitées.`,
  openOutbox: 'Voir les invitations dans la boîte d’envoi',
  backToPlayers: 'Retour aux joueurs et joueuses',

  summary: (ready, errors, duplicates) =>
    `${count(ready, 'ligne prête', 'lignes prêtes')} à importer, ${count(errors, 'avec erreur', 'avec erreurs')}, ${count(duplicates, 'doublon', 'doublons')}.`,
  nothingToImport: 'Aucune ligne ne peut être importée\u00a0: corrigez le fichier et affichez de nouveau l’aperçu.',
  previewHeading: 'Aperçu de l’importation',
  previewCaption: 'Les lignes du fichier',
  errorsHeading: 'Lignes qui ne seront pas importées',
  errorsIntro:
    'Corrigez ces lignes dans votre fichier et importez-le de nouveau\u202f; les autres lignes peuvent être importées dès maintenant.',
  columns: {
    line: 'Ligne',
    name: 'Nom',
    email: 'Courriel',
    school: 'École',
    grade: 'Année',
    status: 'État',
    group: 'Groupe',
    invitation: 'Invitation',
  },
  status: { ready: 'Prête', error: 'Erreur', duplicate: 'Doublon' },
  lineError: (line, field, message) => `Ligne ${line}, ${field}\u00a0: ${message}`,
  fieldNames: {
    name: 'nom',
    email: 'courriel',
    education: 'année',
    school: 'école',
    country: 'pays',
    region: 'région',
    city: 'ville',
  },

  rules: {
    noHeader:
      'Le fichier est vide\u00a0: il lui faut une ligne d’en-tête qui nomme les colonnes, puis une ligne par personne.',
    noRows: 'Le fichier a une ligne d’en-tête, mais aucune personne.',
    missingColumn: (column) => `La ligne d’en-tête n’a pas de colonne «\u00a0${column}\u00a0».`,
    unknownColumns: (columns) => `Ces colonnes ne sont pas lues\u00a0: ${Array.from(columns).join(', ')}.`,
    tooManyRows: (max) =>
      `Un fichier contient au plus ${fr().count(max, { one: 'personne', other: 'personnes' })}\u00a0: divisez-le en plusieurs fichiers.`,
    duplicateInFile: (line) => `Le même courriel figure déjà à la ligne ${line}.`,
    duplicateAccount: 'Un compte existe déjà avec ce courriel.',
    unreadable: (line) =>
      `Le fichier ne peut pas être lu comme un CSV\u00a0: un guillemet ouvert à la ligne ${line} ou avant n’est pas fermé là où il le faudrait. Corrigez-le, ou enregistrez de nouveau le fichier en CSV depuis le tableur.`,
    groupName: 'Un nom de groupe compte de 2 à 80\u00a0caractères.',
  },

  imported: (created, skipped) =>
    `${count(created, 'personne importée et invitée', 'personnes importées et invitées')}${
      skipped > 0 ? `\u202f; ${count(skipped, 'ligne non importée', 'lignes non importées')}` : ''
    }.`,
  invitationResent: (email) =>
    `Une nouvelle invitation a été envoyée à ${email}. L’ancien lien ne fonctionne plus.`,
  invitationLinkMade: (email) =>
    `Un nouveau lien d’invitation pour ${email} a été créé (l’ancien lien ne fonctionne plus). Copiez-le et transmettez-le.`,
  notInvitable: 'Ce compte a déjà choisi son mot de passe\u00a0: il n’a pas besoin d’invitation.',
  unknownGroup: 'Ce groupe n’existe plus.',
  unknownImport: 'Aucune importation de ce nom n’est en cours ni terminée depuis un jour.',
  groupCreated: (name) => `Groupe ${name} créé. Distribuez son lien.`,
  groupNameTaken: 'Un groupe porte déjà ce nom.',

  invitation: {
    resend: 'Renvoyer l’invitation',
    resendTo: (name) => `Renvoyer l’invitation à ${name}`,
    copyLink: 'Copier le lien d’invitation',
    copyLinkOf: (name) => `Copier le lien d’invitation de ${name} (un nouveau lien)`,
    copied: 'Lien d’invitation copié. L’ancien lien ne fonctionne plus.',
    copyFailed: (link) => `Le navigateur n’a pas permis à la page de copier. Le lien\u00a0: ${link}`,
    pending: 'Invitation envoyée',
  },

  groups: {
    heading: 'Liens de classe et de groupe',
    intro:
      'Une personne enseignante distribue le lien d’un groupe\u00a0: quiconque s’inscrit par ce lien est inscrit dans ce groupe et n’a pas besoin de parrainage.',
    name: 'Nom du groupe',
    create: 'Créer le groupe',
    caption: 'Groupes',
    empty: 'Aucun groupe pour l’instant.',
    columns: { name: 'Groupe', link: 'Lien d’inscription', players: 'Joueurs et joueuses', actions: 'Actions' },
    copy: 'Copier le lien',
    copyOf: (name) => `Copier le lien de ${name}`,
    copied: 'Lien du groupe copié.',
  },
};
