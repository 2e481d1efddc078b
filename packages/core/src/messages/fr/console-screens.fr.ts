import type { consoleBusinessText } from '../console-ui/business.js';
import type { consoleEventText } from '../console-ui/event.js';
import type { consoleEventsText } from '../console-ui/events.js';
import type { consoleExportsText } from '../console-ui/exports.js';
import type { consoleJudgingText } from '../console-ui/judging.js';
import type { consoleOutboxText } from '../console-ui/outbox.js';
import type { consoleOverviewText } from '../console-ui/overview.js';
import type { consoleRaffleText } from '../console-ui/raffle.js';
import type { consoleScheduleText } from '../console-ui/schedule.js';
import { formatterFor, type Catalogue } from '../locale.js';

/** The console's texts in French (Canada), second part: each screen's own texts (docs/decisions/0150). */

const fr = () => formatterFor('fr');
const count = (value: number, one: string, other: string) => fr().count(value, { one, other });

export const consoleBusinessTextFr: Catalogue<typeof consoleBusinessText> = {
  intro:
    'Ce que les joueurs et joueuses voient sur la page des entreprises et dans votre coffre. Les changements leur parviennent aussitôt.',
  noBusiness:
    'Votre compte n’appartient à aucune entreprise, il n’y a donc rien à modifier ici. Demandez à l’équipe organisatrice de le rattacher à la vôtre.',
  picker: {
    label: 'Entreprise',
    hint: 'L’équipe organisatrice peut modifier n’importe quelle entreprise.',
    retired: (name) => `${name} (retirée)`,
    none: 'L’événement n’a encore aucune entreprise\u00a0: ajoutez-en une à l’écran Contenu de l’événement.',
  },
  answers: (answers) =>
    answers === 0
      ? 'Personne n’a encore répondu à votre défi.'
      : `${count(answers, 'personne a', 'personnes ont')} répondu à votre défi.`,
  profile: {
    heading: 'Profil',
    description: 'Description',
    descriptionHint: 'Quelques phrases sur votre entreprise.',
    logo: 'Logo',
    logoHint:
      'PNG, JPEG, WebP ou GIF, au plus 5\u00a0Mo, de 32 à 8000\u00a0pixels de large et de haut. Il est réduit pour tenir dans 512\u00a0pixels.',
    logoPreview: (name) => `Logo de ${name}`,
    noLogo: 'Pas encore de logo.',
    chooseLogo: 'Téléverser un logo',
    uploading: 'Téléversement du logo...',
    uploaded: 'Logo téléversé\u00a0: enregistrez le profil pour le montrer aux joueurs et joueuses.',
    removeLogo: 'Retirer le logo',
    videoTitle: 'Titre de la vidéo',
    videoUrl: 'Lien de la vidéo',
    videoUrlHint: 'Un lien YouTube ou Vimeo, p. ex. https://www.youtube.com/watch?v=.... Laissez vide pour aucune vidéo.',
    challengeTitle: 'Titre du défi',
    challengeDescription: 'Texte du défi',
    challengeDescriptionHint: 'Ce que les joueurs et joueuses doivent faire. Ils répondent par un lien vers un document Google Docs.',
    attendsMeeting: 'Nous serons à la rencontre de clôture',
    save: 'Enregistrer le profil',
    invalid: 'Certains champs sont à revoir\u00a0: voyez les messages sous chacun.',
  },
  chest: {
    heading: 'Questions du coffre',
    intro:
      'Votre coffre pose trois questions. Chacune a au moins deux choix, une lettre correcte et une explication montrée une fois la question résolue.',
    noChest: 'Votre entreprise n’a pas encore de coffre\u00a0: enregistrer les questions le crée.',
    touchedRule:
      'Une fois que des personnes ont répondu à votre coffre, seuls les textes peuvent changer\u00a0: les lettres des choix et les bonnes réponses restent, pour que chaque réponse déjà donnée garde son pointage.',
    question: (index) => `Question ${index + 1}`,
    questionText: 'Question',
    choice: (letter) => `Choix ${letter.toUpperCase()}`,
    addChoice: 'Ajouter un choix',
    removeChoice: (letter) => `Retirer le choix ${letter.toUpperCase()}`,
    correct: 'Bonne réponse',
    correctOption: (letter) => letter.toUpperCase(),
    explanation: 'Explication',
    save: 'Enregistrer les questions',
    invalid: 'Certaines questions sont à revoir\u00a0: voyez les messages sous chacune.',
    refused: 'Les questions n’ont pas été enregistrées',
  },
};

export const consoleEventTextFr: Catalogue<typeof consoleEventText> = {
  intro:
    'Tout ce que les joueurs et joueuses voient de l’événement. Rien n’est jamais supprimé\u00a0: retirer cache une entrée et peut être annulé\u202f; ce qui a reçu des mises, des réponses ou des envois est signalé.',
  sectionsLabel: 'Sections du contenu de l’événement',
  french: {
    label: (englishLabel) => `${englishLabel} en français`,
    hint: 'Facultatif. S’il est vide, les personnes qui lisent en français voient le texte anglais.',
  },
  sections: {
    partners: 'Partenaires du tirage',
    items: 'Lots du tirage',
    businesses: 'Entreprises',
    chests: 'Coffres',
    file: 'Fichier d’événement',
  },
  source: {
    database: (updatedAt) => `Enregistré dans la base de données, modifié pour la dernière fois le ${updatedAt}.`,
    databaseNever: 'Enregistré dans la base de données.',
    file: 'Lu depuis le fichier d’événement du serveur\u00a0: le premier changement ou la première importation l’enregistre dans la base de données.',
  },
  status: {
    label: 'Statut',
    live: 'Visible',
    retired: 'Retiré',
    touched: 'Utilisé par des joueurs et joueuses',
    partnerRetired: 'Son partenaire est retiré',
  },
  actions: {
    label: 'Actions',
    edit: 'Modifier',
    retire: 'Retirer',
    restore: 'Rétablir',
    editNamed: (what) => `Modifier ${what}`,
    retireNamed: (what) => `Retirer ${what}`,
    restoreNamed: (what) => `Rétablir ${what}`,
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    cancel: 'Annuler',
    working: 'En cours...',
  },
  nothingChanged: 'Rien n’a été modifié\u00a0: changez d’abord un champ.',
  fixFields: 'Certains champs sont à revoir\u00a0: voyez les messages sous chacun.',
  noImage: 'Aucune image',
  partners: {
    caption: 'Partenaires du tirage',
    add: 'Ajouter un partenaire du tirage',
    createTitle: 'Nouveau partenaire du tirage',
    editTitle: (name) => `Modifier le partenaire du tirage ${name}`,
    empty: 'Aucun partenaire du tirage pour l’instant\u00a0: ajoutez-en un avant ses lots.',
    name: 'Nom',
    logo: 'Logo',
    resourceName: 'Ressource gratuite\u00a0: nom',
    resourceCategory: 'Ressource gratuite\u00a0: catégorie',
    resourceLink: 'Ressource gratuite\u00a0: lien',
    resourceLinkHint: 'Un lien https que les joueurs et joueuses ouvrent depuis la carte du partenaire (facultatif).',
    resourceLogo: 'Ressource gratuite\u00a0: image',
    items: 'Lots',
    renameHint: 'Renommer déplace ses lots et ses comptes partenaires vers le nouveau nom.',
    retireTitle: (name) => `Retirer ${name}\u202f?`,
    retireMessage: (name) =>
      `Les joueurs et joueuses ne verront plus ${name}. Ses lots sont déjà tous retirés. Vous pouvez le rétablir en tout temps.`,
    restoreTitle: (name) => `Rétablir ${name}\u202f?`,
    restoreMessage: (name) => `Les joueurs et joueuses verront de nouveau ${name} (ses lots retirés le restent).`,
  },
  items: {
    caption: 'Lots du tirage',
    add: 'Ajouter un lot',
    createTitle: 'Nouveau lot',
    editTitle: (name) => `Modifier le lot ${name}`,
    empty: 'Aucun lot pour l’instant.',
    needsPartner: 'Ajoutez d’abord un partenaire du tirage\u00a0: chaque lot appartient à un partenaire.',
    id: 'Identifiant',
    name: 'Nom',
    description: 'Description',
    image: 'Image',
    stock: 'Quantité',
    stockHint: 'Combien d’exemplaires de ce lot peuvent être gagnés.',
    partner: 'Partenaire du tirage',
    choosePartner: 'Choisissez un partenaire du tirage',
    retiredPartner: (name) => `${name} (retiré)`,
    retireTitle: (name) => `Retirer ${name}\u202f?`,
    retireMessage: (name, touched) =>
      touched
        ? `Les joueurs et joueuses ne verront plus ${name}, et chaque personne qui a misé dessus récupère sa mise aussitôt. Le rétablir plus tard ne reprend pas les mises.`
        : `Les joueurs et joueuses ne verront plus ${name}. Personne n’a encore misé dessus. Vous pouvez le rétablir en tout temps.`,
    restoreTitle: (name) => `Rétablir ${name}\u202f?`,
    restoreMessage: (name) =>
      `Les joueurs et joueuses verront de nouveau ${name} et pourront miser dessus. Les mises rendues lors du retrait restent rendues.`,
  },
  businesses: {
    caption: 'Entreprises',
    add: 'Ajouter une entreprise',
    createTitle: 'Nouvelle entreprise',
    editTitle: (name) => `Modifier l’entreprise ${name}`,
    empty: 'Aucune entreprise pour l’instant.',
    id: 'Identifiant',
    name: 'Nom',
    logo: 'Logo',
    description: 'Description',
    videoTitle: 'Titre de la vidéo',
    videoUrl: 'Lien de la vidéo',
    videoUrlHint: 'Un lien YouTube ou Vimeo, p. ex. https://www.youtube.com/watch?v=... ou https://vimeo.com/...',
    challengeTitle: 'Titre du défi',
    challengeTitleHint: 'Laissé vide, le ou la partenaire de l’entreprise l’écrit dans Mon entreprise.',
    challengeDescription: 'Description du défi',
    chest: 'Son propre coffre',
    noChest: 'Aucun coffre à elle',
    chestOption: (id, retired) => `Coffre ${id}${retired ? ' (retiré)' : ''}`,
    chestHint:
      'Un coffre dont le ou la partenaire de l’entreprise écrit les trois questions. Un coffre appartient à une seule entreprise.',
    awardPool: 'Cagnotte (dollars)',
    awardPoolHint: 'Ce que se partagent les gagnants et gagnantes du défi.',
    winnerCap: 'Nombre maximal de gagnants et gagnantes',
    attendsMeeting: 'Participe à la rencontre de clôture',
    challenge: 'Défi',
    answers: 'Réponses',
    video: 'Vidéo',
    wholeNumber: 'Un nombre entier, 0 ou plus',
    positiveNumber: 'Un nombre entier, 1 ou plus',
    retireTitle: (name) => `Retirer ${name}\u202f?`,
    retireMessage: (name, touched) =>
      `Les joueurs et joueuses ne verront plus ${name} ni son défi.${touched ? ' Les réponses déjà envoyées et ses gagnants et gagnantes restent.' : ''} Vous pouvez la rétablir en tout temps.`,
    restoreTitle: (name) => `Rétablir ${name}\u202f?`,
    restoreMessage: (name) => `Les joueurs et joueuses verront de nouveau ${name} et son défi.`,
  },
  chests: {
    caption: 'Coffres',
    add: 'Ajouter un coffre',
    createTitle: 'Nouveau coffre',
    editTitle: (id) => `Modifier le coffre ${id}`,
    name: (id) => `Coffre ${id}`,
    empty: 'Aucun coffre pour l’instant.',
    id: 'Coffre',
    questions: 'Questions',
    business: 'Entreprise',
    question: (n) => `Question ${n}`,
    questionText: 'Question',
    choices: 'Choix',
    choice: (letter) => `Choix ${letter.toUpperCase()}`,
    correct: 'Bonne réponse',
    correctOption: (letter) => letter.toUpperCase(),
    explanation: 'Explication',
    explanationHint: 'Montrée à la personne une fois la question résolue.',
    addChoice: 'Ajouter un choix',
    addChoiceTo: (n) => `à la question ${n}`,
    removeChoice: (letter, n) => `Retirer le choix ${letter.toUpperCase()} de la question ${n}`,
    answered:
      'Des joueurs et joueuses ont déjà répondu à ce coffre\u00a0: seuls les textes peuvent changer. Ses choix et ses bonnes réponses restent, pour que chaque réponse donnée garde son sens. Pour changer davantage, retirez-le et créez un autre coffre.',
    retireTitle: (id) => `Retirer le coffre ${id}\u202f?`,
    retireMessage: (id, touched) =>
      `Les joueurs et joueuses ne verront plus le coffre ${id}.${touched ? ' Les pièces déjà gagnées avec lui restent acquises.' : ''} Vous pouvez le rétablir en tout temps.`,
    restoreTitle: (id) => `Rétablir le coffre ${id}\u202f?`,
    restoreMessage: (id) => `Les joueurs et joueuses verront de nouveau le coffre ${id}.`,
  },
  image: {
    choose: (label) => `Téléverser un fichier pour ${label}`,
    hint: (types, megabytes, min, max) =>
      `${types}, au plus ${megabytes}\u00a0Mo, de ${min} à ${max}\u00a0pixels de large et de haut. Le serveur la réduit et la diffuse.`,
    orLink: 'Ou l’adresse d’une image\u00a0: /uploads/..., /media/... ou un lien https.',
    checking: 'Vérification de l’image...',
    uploading: (file) => `Téléversement de ${file}...`,
    uploaded: (width, height) => `Téléversée\u00a0: ${width}\u00a0\u00d7\u00a0${height}\u00a0pixels.`,
    refused: (file, reason) => `${file} n’a pas été téléversé\u00a0: ${reason}`,
    preview: (label) => `Aperçu de ${label}`,
    remove: (label) => `Retirer ${label}`,
  },
  file: {
    exportTitle: 'Exportation',
    exportIntro:
      'Téléchargez tout le fichier d’événement en JSON\u00a0: le même fichier que l’outil d’organisation importe, pour en garder une copie ou déplacer l’événement vers un autre serveur.',
    export: 'Télécharger le fichier d’événement',
    exporting: 'Préparation du téléchargement...',
    exported: (file) => `${file} téléchargé.`,
    fileName: (slug, date) => `${slug === '' ? 'evenement' : slug}-${date}.json`,
    importTitle: 'Importation',
    importIntro:
      'Remplacez tout l’événement par un fichier d’événement JSON. Le serveur vérifie d’abord chaque champ\u00a0: au moindre problème, rien ne change. Les comptes de sa liste de joueurs et joueuses sont créés, jamais modifiés.',
    choose: 'Fichier d’événement (JSON)',
    import: 'Importer ce fichier',
    importConfirmTitle: 'Remplacer tout l’événement\u202f?',
    importConfirm: (file, name) =>
      `Les partenaires, lots, coffres, entreprises et l’horaire de l’événement seront remplacés par ceux de ${file} («\u00a0${name}\u00a0»). Chaque changement est inscrit au journal d’audit.`,
    reading: (file) => `Lecture de ${file}...`,
    uploading: (file, kilobytes) => `Téléversement de ${file} (${kilobytes}\u00a0ko) et vérification sur le serveur...`,
    notJson: (file, reason) => `${file} n’est pas un fichier JSON\u00a0: ${reason}`,
    notEventFile: (file) => `${file} n’est pas un fichier d’événement\u00a0: rien n’a été téléversé.`,
    unreadable: (file) => `${file} n’a pas pu être lu\u00a0: choisissez-le de nouveau.`,
    tooLarge: (file, megabytes) => `${file} dépasse ${megabytes}\u00a0Mo\u00a0: le serveur le refuse.`,
    problemsTitle: (problems) => `${count(problems, 'problème trouvé', 'problèmes trouvés')}\u00a0: rien n’a été modifié.`,
    problem: (path, problem) => `${path}\u00a0: ${problem}`,
    summaryTitle: (name) => `«\u00a0${name}\u00a0» importé`,
    summary: {
      items: 'Lots du tirage',
      chests: 'Coffres',
      businesses: 'Entreprises',
      playersCreated: 'Comptes de joueurs et joueuses créés',
      playersExisting: 'Comptes de joueurs et joueuses déjà là',
    },
  },
};

export const consoleEventsTextFr: Catalogue<typeof consoleEventsText> = {
  intro:
    'Une même installation sert un événement après l’autre. Archivez l’événement en cours une fois terminé\u00a0: ses résultats, son tirage et ses exportations restent consultables ici, et tout le monde peut encore vérifier son tirage. Puis l’événement suivant commence, vide ou à partir d’un modèle.',
  currentTitle: 'Événement en cours',
  currentLine: (name, players) => `${name}\u00a0: ${count(players, 'personne inscrite', 'personnes inscrites')}`,
  archiveTitle: 'Archiver cet événement et commencer le suivant',
  archiveWarning:
    'Archiver retire du jeu chaque compte de joueur ou joueuse, mise, pièce, réponse et tirage de cet événement (ils sont conservés en lecture seule dans l’archive). Les comptes de partenaires et d’organisation restent.',
  nameLabel: 'Nom du prochain événement',
  nameHint: 'De 1 à 100\u00a0caractères. Vous pourrez le renommer plus tard à l’écran Horaire.',
  startLegend: 'Le prochain événement part de',
  starts: {
    empty: 'Rien\u00a0: un événement vide',
    this: 'Cet événement comme modèle',
    archived: 'Un événement archivé comme modèle',
    demo: 'L’événement de démonstration comme modèle',
  },
  startHints: {
    empty: 'Aucun partenaire, lot, entreprise ni coffre.',
    this: 'Ses partenaires du tirage, lots, entreprises, coffres et réglages\u202f; aucune personne, mise, pièce ni date.',
    archived: 'Ses partenaires du tirage, lots, entreprises, coffres et réglages\u202f; aucune personne, mise, pièce ni date.',
    demo: 'Les 3\u00a0partenaires du tirage, 10\u00a0lots, 3\u00a0entreprises et 4\u00a0coffres du fichier de démonstration, sans horaire.',
  },
  fromLabel: 'Événement archivé',
  archive: 'Archiver et commencer le prochain événement',
  archiving: 'Archivage...',
  confirm: (name) =>
    `Archiver «\u00a0${name}\u00a0»\u202f? Ses joueurs et joueuses, mises et pièces quittent le jeu pour de bon\u202f; l’archive les garde en lecture seule.`,
  confirmYes: 'Oui, l’archiver',
  confirmNo: 'Continuer cet événement',
  archivedTitle: 'Événements archivés',
  archivedCaption: 'Événements archivés, du plus récent au plus ancien',
  winnersCaption: 'Gagnants et gagnantes publiés',
  drawCaption: 'Gagnants et gagnantes du tirage',
  noArchived: 'Aucun événement n’a encore été archivé.',
  columns: {
    name: 'Événement',
    kind: 'Type',
    archivedAt: 'Archivé',
    archivedBy: 'Par',
    players: 'Personnes',
    drawn: 'Tirage',
    open: 'Détails',
  },
  drawn: 'Tiré',
  notDrawn: 'Non tiré',
  open: (name) => `Ouvrir ${name}`,
  back: 'Retour aux événements',
  detailIntro: 'Lecture seule\u00a0: voici l’événement tel qu’il était à son archivage.',
  archivedLine: (at, by) => `Archivé le ${at} par ${by}.`,
  schedule: 'Horaire',
  boundaries: {
    pre_game: 'Ouverture de l’avant-jeu',
    game_start: 'Début du jeu',
    review_start: 'Début de la révision',
    review_end: 'Fin de la révision (annonce des gagnants et gagnantes)',
    game_end: 'Fin du jeu',
  },
  unscheduled: 'Il n’a jamais eu d’horaire.',
  countsLine: (partners, items, businesses, chests) =>
    fr().list([
      count(partners, 'partenaire du tirage', 'partenaires du tirage'),
      count(items, 'lot', 'lots'),
      count(businesses, 'entreprise', 'entreprises'),
      count(chests, 'coffre', 'coffres'),
    ]),
  resultsTitle: 'Résultats',
  resultsState: { auto: 'Selon l’horaire', held: 'Retenus', published: 'Publiés' },
  raffleWinners: 'Gagnants et gagnantes du tirage',
  challengeWinners: 'Gagnants et gagnantes des défis',
  noWinners: 'Aucun.',
  drawTitle: 'Tirage',
  noDraw: 'Le tirage n’a pas eu lieu.',
  commitment: 'Engagement',
  drawnAt: 'Tiré',
  checkDraw: 'Vérifier ce tirage (page publique)',
  recordWithheld:
    'Les résultats étaient retenus lors de l’archivage\u00a0: le relevé public est retenu avec eux.',
  prize: 'Prix',
  rank: 'Rang',
  winner: 'Gagnant ou gagnante',
  email: 'Courriel',
  exportsTitle: 'Exportations',
  download: (what) => `Télécharger ${what} (CSV)`,
  downloaded: (file) => `${file} téléchargé`,
  exports: {
    players: 'la liste des joueurs et joueuses',
    meetup: 'les réponses pour la rencontre',
    winners: 'les gagnants et gagnantes avec leurs courriels',
    'mailing-list': 'la liste d’envoi',
  },
};

export const consoleExportsTextFr: Catalogue<typeof consoleExportsText> = {
  intro:
    'Téléchargez les listes de l’événement en fichiers CSV (une ligne d’en-tête, puis une ligne par entrée), pour un tableur ou un outil d’envoi de courriels.',
  privacy:
    'Ces fichiers contiennent les noms et courriels des joueurs et joueuses, souvent des personnes mineures\u00a0: réservez-les à l’équipe organisatrice et supprimez-les une fois l’événement terminé.',
  contains: 'Colonnes',
  files: {
    players: {
      title: 'Joueurs et joueuses',
      description: 'Chaque personne inscrite, avec son profil, sa confirmation, sa réponse pour la rencontre, ses pièces, ses mises et toute suspension.',
      columns:
        'id, name, email, education, school, country, region, city, verified, attend_meeting, coins, staked, banned_until, created_at',
      file: 'joueurs',
    },
    meetup: {
      title: 'Réponses pour la rencontre',
      description: 'Les personnes qui ont dit qu’elles viendront à la rencontre de clôture.',
      columns: 'id, name, email, education, school, country, region, city',
      file: 'rencontre',
    },
    winners: {
      title: 'Gagnants et gagnantes avec courriels',
      description: 'Les gagnants et gagnantes du tirage et des défis avec leurs courriels et leurs prix, pour remettre les prix.',
      columns: 'kind, prize_id, prize, partner, rank, player_id, name, email, education, region, country, award, prize_fr, partner_fr',
      file: 'gagnants',
    },
    mailingList: {
      title: 'Liste d’envoi',
      description: 'Le nom et le courriel de chaque personne confirmée et non suspendue.',
      columns: 'name, email',
      file: 'liste-envoi',
    },
    audit: {
      title: 'Journal d’audit',
      description:
        'Chaque action de la console, de la plus ancienne à la plus récente\u00a0: qui, quand, quoi, sur quoi, et l’état avant et après (JSON).',
      columns: 'id, at, actor_id, actor_email, actor_role, action, target, before, after',
      file: 'journal-audit',
    },
  },
  download: (title) => `Télécharger ${title} (CSV)`,
  downloading: (title) => `Préparation de ${title}...`,
  downloaded: (file) => `${file} téléchargé`,
  failed: (title) =>
    `${title}\u00a0: le téléchargement a échoué et aucun fichier n’a été enregistré. Vérifiez votre connexion et réessayez.`,
  fallbackEventName: 'dubloon-quest',
};

export const consoleJudgingTextFr: Catalogue<typeof consoleJudgingText> = {
  intro:
    'Notez les réponses à votre défi et choisissez les gagnants et gagnantes. Les notes et commentaires restent privés, entre vous et l’équipe organisatrice.',
  challenge: 'Votre défi',
  submissions: {
    heading: 'Réponses',
    none: 'Personne n’a encore répondu à votre défi.',
    count: (answers) => count(answers, 'réponse', 'réponses'),
    open: (name) => `Ouvrir la réponse de ${name} (nouvel onglet)`,
    submittedAt: (when) => `Répondu le ${when}`,
    rating: 'Note',
    ratingOption: (stars) => `${stars} sur 5`,
    notRated: 'Non noté',
    note: 'Commentaire privé',
    noteHint: 'Au plus 2000\u00a0caractères. Seuls vous et l’équipe organisatrice le voyez.',
    save: 'Enregistrer la note et le commentaire',
    saved: 'Enregistré',
    winner: 'Gagnant ou gagnante',
  },
  winners: {
    heading: 'Gagnants et gagnantes',
    intro: (cap, pool) =>
      `Choisissez jusqu’à ${count(cap, 'personne gagnante', 'personnes gagnantes')} parmi celles qui ont répondu, et partagez jusqu’à ${fr().dollars(pool)} entre elles, en dollars entiers.`,
    pool: 'Cagnotte',
    awarded: 'Attribué',
    left: 'Reste',
    count: 'Gagnants et gagnantes',
    dollars: (amount) => fr().dollars(amount),
    countOf: (chosen, cap) => `${chosen} sur ${cap}`,
    player: (index) => `Gagnant ou gagnante ${index + 1}`,
    choosePlayer: 'Choisissez une personne',
    bannedPlayer: (name) => `${name} (suspension en cours\u00a0: ne peut pas gagner)`,
    award: (index) => `Prix de la personne gagnante ${index + 1} (dollars)`,
    add: 'Ajouter une personne gagnante',
    remove: (index) => `Retirer la personne gagnante ${index + 1}`,
    none: 'Aucune personne gagnante choisie pour l’instant.',
    save: 'Enregistrer les gagnants et gagnantes',
    invalid: 'Les gagnants et gagnantes n’ont pas été enregistrés\u00a0: voyez les messages ci-dessus.',
    noSubmissions: 'Vous pourrez choisir les gagnants et gagnantes une fois que des personnes auront répondu à votre défi.',
  },
  results: {
    published:
      'L’équipe organisatrice a publié les résultats\u00a0: les joueurs et joueuses voient vos gagnants et gagnantes sur la page des résultats.',
    held: 'Les résultats ne sont pas encore publiés\u00a0: vos gagnants et gagnantes seront visibles une fois les résultats publiés.',
  },
};

export const consoleOutboxTextFr: Catalogue<typeof consoleOutboxText> = {
  heading: 'Boîte d’envoi',
  intro: 'Les courriels que le serveur a mis en file et envoyés, du plus récent au plus ancien.',
  notSending:
    'Les courriels ne sont pas envoyés\u00a0: le serveur n’a pas de serveur SMTP (SMTP_URL). Chaque message reste ici avec ses liens, pour que vous puissiez copier un lien et le remettre à son destinataire.',
  sending:
    'Les courriels sont envoyés par SMTP. Les messages restent privés\u00a0: seuls le destinataire et l’objet sont affichés.',
  counts: (queued, sent, failed) =>
    `${queued} en attente, ${count(sent, 'transmis', 'transmis')}, ${count(failed, 'en échec', 'en échec')}`,
  drain: (perMinute, at) =>
    `Les courriels partent au rythme de ${count(perMinute, 'message', 'messages')} par minute au plus et par processus du serveur, ceux qu’une personne attend en premier\u00a0: la file sera vide le ${at}.`,
  empty: 'Aucun courriel pour l’instant.',
  demoHidden: 'La console de démonstration partagée n’affiche aucun message\u00a0: ils ont été écrits à d’autres visiteurs.',
  to: 'À',
  subject: 'Objet',
  queuedAt: 'Mis en file',
  state: 'État',
  links: 'Liens',
  states: { queued: 'En attente', sent: 'Transmis', failed: 'Échec après 5\u00a0tentatives' },
  noLinks: 'Aucun lien',
  copyLink: 'Copier le lien',
  copyLinkTo: (to) => `Copier le lien pour ${to}`,
  copied: 'Lien copié',
  copyFailed: 'Le navigateur n’a pas permis à la page de copier\u00a0: sélectionnez le lien et copiez-le vous-même.',
  showBody: 'Afficher le message',
  refresh: 'Actualiser',
};

export const consoleOverviewTextFr: Catalogue<typeof consoleOverviewText> = {
  atAGlance: 'L’événement en un coup d’œil',
  figures: {
    period: 'Période actuelle',
    nextChange: 'Prochain changement',
    players: 'Joueurs et joueuses',
    coins: 'Pièces',
    judging: 'En attente d’évaluation',
    mail: 'Courriels',
  },
  periods: {
    preGame: 'Avant-jeu\u00a0: inscriptions ouvertes',
    gameStart: 'Jeu en cours',
    reviewStart: 'Révision\u00a0: le jeu est fermé aux joueurs et joueuses',
    winnersAnnounced: 'Gagnants et gagnantes annoncés',
    gameEnd: 'Jeu terminé',
  },
  noPeriod: 'Pas commencé',
  noNextChange: 'Aucun de prévu',
  nextChange: (period, at) => `${period} à partir du ${at}`,
  players: (registered, verified) =>
    `${count(registered, 'personne inscrite', 'personnes inscrites')}, ${count(verified, 'adresse confirmée', 'adresses confirmées')}`,
  coins: (earned, staked) => `${count(earned, 'pièce gagnée', 'pièces gagnées')}, ${count(staked, 'misée', 'misées')}`,
  judging: (waiting) => (waiting === 0 ? 'Rien en attente' : count(waiting, 'réponse', 'réponses')),
  mailSent: (queued) =>
    queued === 0 ? 'Envoyés par SMTP' : `Envoyés par SMTP\u202f; ${count(queued, 'message', 'messages')} en attente`,
  mailDrained: (at) => `tous partis le ${at}`,
  mailNotSent: 'Non envoyés\u00a0: aucun serveur SMTP n’est configuré',
  mailFailed: (failed) => `${count(failed, 'message n’a pas pu être livré', 'messages n’ont pas pu être livrés')}`,
  mailNotSentNotice:
    'Les courriels ne sont pas envoyés\u00a0: le serveur n’a pas de serveur SMTP (SMTP_URL). Les liens de confirmation et les invitations attendent dans la boîte d’envoi, où vous pouvez les copier et les remettre.',
  openOutbox: 'Ouvrir la boîte d’envoi',
  nextStepHeading: 'Prochaine étape',
  steps: {
    schedule: 'Fixez l’horaire\u00a0: personne ne peut jouer tant que l’événement n’a pas de dates.',
    content: 'Ajoutez le contenu de l’événement\u00a0: coffres, lots du tirage et entreprises.',
    invitePlayers: 'Faites venir des joueurs et joueuses\u00a0: personne ne s’est encore inscrit.',
    waitForStart: 'Tout est prêt\u00a0: le jeu s’ouvre au prochain changement de période.',
    judge: 'Évaluez les réponses aux défis qui attendent.',
    watch: 'Le jeu est en cours\u00a0: suivez-le sur le tableau de bord en direct.',
    commitDraw: 'Engagez-vous sur le germe du tirage avant le tirage.',
    runDraw: 'Faites le tirage.',
    publishResults: 'Publiez les résultats, pour que les joueurs et joueuses voient les gagnants et gagnantes.',
    archive: 'Les résultats sont publiés\u00a0: archivez cet événement une fois terminé et commencez le suivant.',
  },
  stepLinks: {
    schedule: 'Ouvrir l’horaire',
    content: 'Ouvrir le contenu de l’événement',
    invitePlayers: 'Ouvrir les comptes',
    waitForStart: 'Ouvrir l’horaire',
    judge: 'Ouvrir l’évaluation',
    watch: 'Ouvrir le tableau de bord en direct',
    commitDraw: 'Ouvrir les lots et le tirage',
    runDraw: 'Ouvrir les lots et le tirage',
    publishResults: 'Ouvrir les lots et le tirage',
    archive: 'Ouvrir les événements',
  },
};

/** A chance between 0 and 1 as a French percentage with up to two decimals (« 12,5\u00a0% », « 0,01\u00a0% »). */
const percent = (chance: number): string => {
  const value = Math.round(chance * 10_000) / 100;
  if (chance > 0 && value === 0) return 'moins de 0,01\u00a0%';
  return `${fr().number(value)}\u00a0%`;
};
const resultStates = {
  state: {
    auto: 'La console ne les a ni retenus ni publiés\u00a0: les gagnants et gagnantes enregistrés paraissent dès qu’ils existent (comme avec l’outil d’organisation seul).',
    held: 'Les joueurs et joueuses ne voient pas encore les nouveaux gagnants et gagnantes.',
    published: 'Les joueurs et joueuses voient ces gagnants et gagnantes sur la page des résultats.',
  },
  name: { auto: 'Automatique', held: 'Retenus', published: 'Publiés' },
} as const;

export const consoleRaffleTextFr: Catalogue<typeof consoleRaffleText> = {
  intro:
    'Suivez les mises sur chaque lot, engagez-vous sur le tirage avant la fermeture, tirez les gagnants et gagnantes après, vérifiez le relevé que tout le monde peut recalculer, puis publiez les résultats.',
  refresh: 'Actualiser',
  refreshFailed: (reason) => `${reason} Les chiffres ci-dessous sont les derniers chargés.`,
  items: {
    heading: 'Lots et mises',
    caption: 'Lots du tirage',
    item: 'Lot',
    partner: 'Partenaire',
    prizes: 'Prix',
    players: 'Personnes',
    coins: 'Pièces misées',
    status: 'Statut',
    open: 'Au tirage',
    retired: 'Retiré (non tiré)',
    choose: 'Choisissez un lot pour voir qui a misé dessus, leurs pièces et leurs chances.',
    hideStakes: 'Fermer les mises',
    none: 'Il n’y a aucun lot\u00a0: ajoutez-en à l’écran Contenu de l’événement.',
    totals: (items, players, coins) =>
      `${count(items, 'lot', 'lots')}\u202f; ${count(coins, 'pièce misée', 'pièces misées')} au total, ${count(players, 'mise', 'mises')}.`,
  },
  stakes: {
    heading: (item) => `Mises sur ${item}`,
    caption: (item) => `Personnes qui ont misé sur ${item}`,
    summary: (players, coins, prizes) =>
      `${count(players, 'personne', 'personnes')}, ${count(coins, 'pièce', 'pièces')}, ${count(prizes, 'prix', 'prix')}. Chaque pièce est un billet.`,
    player: 'Personne',
    email: 'Courriel',
    coins: 'Pièces',
    chance: 'Chance de gagner',
    exact: (chance) => percent(chance),
    atLeast: (chance) => `au moins ${percent(chance)}`,
    banned: (name) => `${name} (suspension en cours)`,
    bannedChance: 'Aucune\u00a0: les personnes suspendues sont exclues du tirage',
    chanceNote:
      'Avec un seul prix, la chance est exacte. Avec plusieurs, c’est un minimum\u00a0: chaque gagnant ou gagnante quitte le tirage, ce qui augmente la chance des autres. Avec un prix par personne, gagner un lot plus tôt (identifiant plus petit) retire la personne des suivants.',
    none: 'Personne n’a encore misé sur ce lot.',
  },
  commitment: {
    heading: 'Engagement',
    explain:
      'Avant la fermeture du tirage, engagez-vous\u00a0: le serveur crée un secret et n’en garde que le SHA-256, l’engagement. Publier l’engagement prouve que le secret a été choisi avant que les mises finales soient connues.',
    none: 'Il n’y a pas encore d’engagement. Prenez-en un avant la fermeture du tirage, puis publiez-le.',
    create: 'Prendre l’engagement',
    creating: 'Création de l’engagement...',
    inForce: 'Engagement en vigueur',
    madeAt: (at) => `Pris le ${at}`,
    publish:
      'Publiez cet engagement aux joueurs et joueuses avant la fermeture du tirage, là où sa date est visible\u00a0: la page de l’événement, le clavardage de la communauté, un courriel à chaque personne.',
    copy: 'Copier l’engagement',
    copied: 'L’engagement a été copié.',
    replace: 'Remplacer l’engagement',
    replacing: 'Remplacement...',
    replaceTitle: 'Remplacer l’engagement\u202f?',
    replaceWarning:
      'Remplacez-le seulement si son secret a été perdu\u00a0: l’ancien engagement reste au dossier, les personnes qui l’ont vu en verront un nouveau, et vous devez expliquer publiquement pourquoi il a changé. Sans le nouveau secret, pas de tirage.',
    replaceAfterDraw:
      'Un tirage a déjà eu lieu sous cet engagement. Un nouvel engagement permet un nouveau tirage avec d’autres gagnants et gagnantes\u00a0: les joueurs et joueuses verront que les résultats ont changé, alors faites-le seulement pour corriger une erreur, et dites-le publiquement.',
    replaceWord: 'remplacer',
    replaceType: (word) => `Tapez ${word} pour confirmer`,
    replaceConfirm: 'Remplacer l’engagement',
    replaced: 'L’engagement a été remplacé. Publiez le nouveau et expliquez pourquoi il a changé.',
  },
  secret: {
    heading: 'Le secret du tirage\u00a0: affiché cette seule fois',
    warning:
      'Gardez ce secret privé jusqu’au tirage, et en lieu sûr\u00a0: le serveur ne le conserve pas, et sans lui il n’y a pas de tirage. Quiconque le voit avant le tirage pourrait en connaître le résultat d’avance.',
    label: 'Secret',
    copy: 'Copier le secret',
    copied: 'Le secret a été copié.',
    download: 'Télécharger le secret dans un fichier',
    fileName: (commitment) => `secret-tirage-${commitment.slice(0, 8)}.txt`,
    downloaded: (file) => `Le secret a été enregistré sous ${file}.`,
    saved: 'J’ai enregistré le secret',
    then: 'Publiez ensuite l’engagement ci-dessous aux joueurs et joueuses, avant la fermeture du tirage.',
  },
  draw: {
    heading: 'Tirage',
    explain:
      'Après la fermeture du tirage, entrez le secret\u00a0: le serveur le compare à l’engagement, fige chaque mise, tire chaque lot non retiré et enregistre les gagnants et gagnantes. Tout le monde peut recalculer le tirage à partir de son relevé.',
    needsCommitment: 'Prenez d’abord un engagement\u00a0: il n’y a rien sur quoi tirer.',
    secret: 'Secret (64\u00a0caractères)',
    secretHint: 'Le secret affiché lors de l’engagement, ou son fichier.',
    secretFile: 'Ou charger le fichier du secret',
    fileUnreadable: (file) => `Le fichier ${file} n’a pas pu être lu.`,
    raffleOpen: (closesAt) =>
      `Le tirage est ouvert jusqu’au ${closesAt}\u00a0: les mises peuvent encore changer, et celles faites après le tirage n’y comptent pas. Tirez après la fermeture.`,
    allowOpen: 'Tirer pendant que le tirage est ouvert (une répétition, ou l’événement se termine plus tôt)',
    allowOpenRequired:
      'Le tirage est encore ouvert\u00a0: attendez sa fermeture, ou cochez la case ci-dessus pour tirer quand même.',
    submit: 'Tirer les gagnants et gagnantes',
    drawing: 'Tirage en cours...',
    progress: 'Vérification du secret, gel des mises et tirage de chaque lot. Cela peut prendre un moment.',
    confirmTitle: 'Tirer les gagnants et gagnantes maintenant\u202f?',
    confirm:
      'Les mises sont figées telles quelles, chaque lot est tiré et les gagnants et gagnantes sont enregistrés. Un tirage ne peut être ni annulé ni refait sous cet engagement.',
    confirmOpen:
      'Le tirage est encore ouvert\u00a0: les mises faites après ce tirage n’y comptent pas. Les mises sont figées telles quelles, chaque lot est tiré et les gagnants et gagnantes sont enregistrés. Un tirage ne peut pas être annulé.',
    confirmLabel: 'Tirer',
  },
  record: {
    heading: 'Le tirage et son relevé',
    drawnAt: (at) => `Tiré le ${at}`,
    olderCommitment: 'Ce tirage a été fait sous un engagement précédent.',
    winnersCaption: 'Gagnants et gagnantes',
    item: 'Lot',
    rank: 'Rang',
    winner: 'Gagnant ou gagnante',
    email: 'Courriel',
    unnamedItem: (itemId) => `Lot ${itemId}`,
    noWinners: 'Personne n’avait misé sur les lots tirés\u00a0: il n’y a pas de gagnants.',
    excluded: (names) =>
      `Exclus du tirage parce que suspendus au gel des mises (inscrits au relevé comme «\u00a0excluded\u00a0»)\u00a0: ${fr().list(Array.from(names))}.`,
    unknownPlayer: (playerId) => `personne ${playerId}`,
    commitment: 'Engagement',
    snapshotHash: 'Empreinte de l’instantané',
    seed: 'Germe',
    download: 'Télécharger le relevé (JSON)',
    fileName: (drawnAt) => `releve-tirage-${drawnAt.slice(0, 10)}.json`,
    downloaded: (file) => `Le relevé a été enregistré sous ${file}. Publiez-le à côté de l’engagement.`,
    publish:
      'Publiez le relevé à côté de l’engagement\u00a0: tout le monde peut le vérifier avec le jeu ou l’outil d’organisation.',
    check: 'Vérifier le relevé',
    checkFile: 'Ou vérifier un fichier de relevé',
    matches: 'Concorde.',
    fails: 'Ne concorde pas\u00a0:',
    checked: (what) => `Vérifié\u00a0: ${what}`,
    thisRecord: 'le relevé enregistré',
  },
  results: {
    heading: 'Résultats',
    state: (state) => resultStates.state[state],
    stateLabel: 'État',
    stateName: (state) => resultStates.name[state],
    publishedAt: (at) => `Publiés le ${at}`,
    previewHeading: 'Aperçu\u00a0: la page des résultats telle que les joueurs et joueuses la verront',
    rafflePreview: 'Gagnants et gagnantes du tirage',
    rafflePrize: (item, partner) => (item ? `${item} (${partner})` : partner),
    challengePreview: 'Gagnants et gagnantes des défis',
    empty:
      'Pas encore de gagnants\u00a0: l’aperçu se remplit après le tirage et quand les entreprises choisissent les gagnants et gagnantes de leur défi.',
    noneFor: 'Aucun gagnant ni gagnante.',
    winner: (name, education, region, country) => `${name} (${education}), ${region ? `${region}, ` : ''}${country}`,
    award: (dollars) => fr().dollars(dollars),
    publish: 'Publier les résultats',
    publishing: 'Publication...',
    publishTitle: 'Publier les résultats\u202f?',
    publishConfirm:
      'Les joueurs et joueuses voient aussitôt ces gagnants et gagnantes sur la page des résultats. Les gagnants et gagnantes choisis par chaque entreprise deviennent ceux de son défi.',
    hold: 'Retenir les résultats',
    holding: 'Retenue...',
    holdTitle: 'Retenir les résultats\u202f?',
    holdConfirm: 'Les joueurs et joueuses ne voient plus les nouveaux gagnants et gagnantes jusqu’à ce que vous les publiiez de nouveau.',
  },
  clipboardUnavailable: 'ce navigateur ne permet de copier que sur les pages HTTPS',
  copyFailed: (reason) => `Le texte n’a pas pu être copié\u00a0: ${reason}. Sélectionnez-le et copiez-le à la main.`,
};

export const consoleScheduleTextFr: Catalogue<typeof consoleScheduleText> = {
  intro:
    'Déplacez l’événement pendant qu’il se déroule. Un changement enregistré s’applique aussitôt sur chaque serveur et chaque page de jeu ouverte\u00a0: périodes, accès et comptes à rebours suivent sans rechargement.',
  timeZone: (zone, offset) => `Les heures sont dans votre fuseau horaire, ${zone} (${offset}).`,
  formLegend: 'Bornes de l’événement',
  nameTitle: 'Nom de l’événement',
  nameLabel: 'Nom',
  nameHint:
    'L’équipe organisatrice le voit dans la console, et le fichier d’événement exporté le contient. Un nouvel événement s’appelle «\u00a0New event\u00a0» jusqu’à ce qu’on le nomme.',
  rename: 'Enregistrer le nom',
  renaming: 'Enregistrement du nom...',
  renamed: 'L’événement a été renommé.',
  fields: {
    pre_game: 'Ouverture de l’avant-jeu',
    game_start: 'Début du jeu',
    review_start: 'Début de la révision',
    review_end: 'Fin de la révision (annonce des gagnants et gagnantes)',
    game_end: 'Fin du jeu',
    challenges_open: 'Ouverture des défis',
    challenges_close: 'Fermeture des défis',
    meeting: 'Rencontre de clôture (questions-réponses)',
  },
  hints: {
    pre_game:
      'Facultatif. Avant, les joueurs et joueuses lisent «\u00a0Le jeu n’a pas encore commencé\u00a0» et ne voient que leur profil\u202f; à partir de là, Apprendre et gagner et le tirage ouvrent.',
    game_start: 'Le tirage reste ouvert et les entreprises ouvrent\u202f; Apprendre et gagner ferme.',
    review_start:
      'Les joueurs et joueuses sont envoyés à la page Jeu fermé pendant l’évaluation et le tirage\u202f; une fois les résultats publiés, ils peuvent ouvrir la page des résultats (une page Jeu fermé ouverte y va aussitôt). L’équipe organisatrice et les partenaires gardent la page des résultats.',
    review_end:
      'Les joueurs et joueuses reviennent\u00a0: la page des résultats montre les gagnants et gagnantes\u202f; Apprendre et gagner, le tirage et les entreprises restent fermés.',
    game_end:
      'Le jeu se termine\u00a0: joueurs, joueuses, partenaires et équipe organisatrice sont envoyés à la page Jeu fermé depuis chaque page de jeu (la console reste ouverte).',
    challenges_open:
      'Facultatif, avec sa fermeture\u00a0: les joueurs et joueuses lisent «\u00a0Les défis sont ouverts du ... au ...\u00a0» dans leur propre fuseau horaire, et les réponses ne sont acceptées qu’à ce moment, et seulement pendant que les entreprises sont ouvertes (du début du jeu au début de la révision).',
    challenges_close: 'Facultatif, avec son ouverture\u00a0: les réponses arrivées après sont refusées.',
    meeting:
      'Facultatif\u00a0: les joueurs et joueuses lisent la date et l’heure de la rencontre dans leur propre fuseau horaire, dans les instructions et dans l’onglet Rencontre de clôture de chaque entreprise.',
  },
  source: {
    label: 'D’où vient l’horaire en vigueur',
    console: 'Fixé dans cette console (il l’emporte sur le fichier d’événement)',
    event: 'Les moments propres au fichier d’événement',
    demo: 'Le cycle de 10\u00a0minutes de la démo',
    settings: 'Fixé par les réglages de l’hébergement du serveur',
  },
  inForce: 'Horaire en vigueur',
  tableCaption: 'Bornes en vigueur, dans votre fuseau horaire',
  notScheduled:
    'Sans horaire\u00a0: les joueurs et joueuses lisent «\u00a0Le jeu n’a pas encore commencé\u00a0» et ne voient que leur profil.',
  periodNow: 'Période actuelle',
  periodEnds: 'Fin',
  neverEnds: 'Jamais (la dernière période)',
  endsAt: (time, countdown) => `le ${time} (dans ${countdown})`,
  noPeriod: 'Aucune pour l’instant\u00a0: le jeu n’a pas commencé',
  boundary: 'Borne',
  time: 'Moment',
  notSet: 'Non fixé',
  effectHeading: 'Ce que fait l’enregistrement',
  effects: {
    unchanged: 'Rien n’est encore modifié\u00a0: changez une heure pour voir ce que fera l’enregistrement.',
    invalid: 'Corrigez les heures ci-dessus pour voir ce que fera l’enregistrement.',
    move: (from, to) => `Les personnes en période «\u00a0${from}\u00a0» passent aussitôt à «\u00a0${to}\u00a0».`,
    open: (to) => `Le jeu ouvre aussitôt\u00a0: chaque personne entre dans la période «\u00a0${to}\u00a0».`,
    close: (from) =>
      `Les personnes en période «\u00a0${from}\u00a0» perdent aussitôt les pages de jeu\u00a0: elles lisent «\u00a0Le jeu n’a pas encore commencé\u00a0» et ne gardent que leur profil.`,
    stillClosed: 'Le jeu reste fermé pour l’instant\u00a0: les joueurs et joueuses lisent toujours «\u00a0Le jeu n’a pas encore commencé\u00a0».',
    stay: (period, ends) => `Les personnes restent en période «\u00a0${period}\u00a0»\u202f; elle se termine maintenant ${ends}.`,
    stayForever: (period) => `Les personnes restent en période «\u00a0${period}\u00a0», la dernière.`,
  },
  save: 'Enregistrer l’horaire',
  saving: 'Enregistrement de l’horaire...',
  reset: 'Annuler mes modifications',
  unschedule: 'Retirer l’horaire de l’événement',
  unscheduling: 'Retrait de l’horaire...',
  confirmMoveTitle: 'Changer la période maintenant\u202f?',
  confirmMove: (effect) => `${effect} Chaque personne connectée suit sans rechargement. Enregistrer cet horaire\u202f?`,
  confirmMoveLabel: 'Enregistrer et changer de période',
  confirmUnscheduleTitle: 'Retirer l’horaire de l’événement\u202f?',
  confirmUnschedule:
    'Chaque personne lit aussitôt «\u00a0Le jeu n’a pas encore commencé\u00a0» et ne garde que son profil, jusqu’à ce qu’un horaire soit de nouveau enregistré.',
  confirmUnscheduleLabel: 'Retirer l’horaire',
  saved: 'L’horaire a été enregistré et envoyé à toutes les personnes connectées.',
  unscheduled: 'L’horaire de l’événement est retiré\u202f; chaque personne connectée a été avisée.',
  changedElsewhere: 'L’horaire a été modifié sur un autre écran ou par un autre membre de l’organisation\u00a0: voici le nouveau.',
};
