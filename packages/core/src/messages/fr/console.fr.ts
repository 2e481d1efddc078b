import { consoleMessages } from '../console-messages.js';
import type { consoleAccountsText } from '../console-ui/accounts.js';
import type { consoleAuditText } from '../console-ui/audit.js';
import type { consoleDashboardText } from '../console-ui/dashboard.js';
import type { consolePlayersText } from '../console-ui/players.js';
import type { consoleShellText } from '../console-ui/shell.js';
import { formatterFor, type Catalogue } from '../locale.js';

/**
 * The console's texts in French (Canada), first part: the server's console answers and mail, the frame, the
 * dashboard, the players and the accounts. The rest is console-screens.fr.ts (docs/decisions/0150).
 */

const count = (value: number, one: string, other: string) => formatterFor('fr').count(value, { one, other });
const coins = (value: number) => count(value, 'pièce', 'pièces');
const roleLabel = (role: string) => ({ Player: 'Joueur ou joueuse', Partner: 'Partenaire', Organizer: 'Organisation' })[role] ?? role;
const roleName = (role: string) =>
  ({ Player: 'joueur ou joueuse', Partner: 'partenaire', Organizer: 'membre de l’organisation' })[role] ?? role;

export const consoleMessagesFr: Catalogue<typeof consoleMessages> = {
  access: {
    consoleOnly: 'Seuls les membres de l’organisation et les partenaires peuvent utiliser la console',
    organizersOnly: 'Seuls les membres de l’organisation peuvent faire ceci',
    notYourBusiness: 'Les partenaires ne peuvent voir et modifier que leur propre entreprise',
    demoReadOnly:
      'La console de démonstration est en lecture seule\u00a0: les changements se font avec un compte d’organisation ou de partenaire de votre propre événement',
    notYourself: 'Vous ne pouvez pas changer le rôle de votre propre compte, le déconnecter, le suspendre ni ajuster ses pièces',
  },
  accounts: {
    unknown: 'Aucun compte ne porte cet identifiant',
    unknownEmail: (email) => `Aucun compte n’a le courriel ${email}`,
    emailTaken: 'Un compte utilise déjà cette adresse courriel\u00a0: changez plutôt son rôle',
    partnerNeedsOne: 'Un ou une partenaire appartient à exactement une entreprise ou un partenaire du tirage',
    onlyPartnersBelong: 'Seuls les comptes partenaires appartiennent à une entreprise ou à un partenaire du tirage',
    unknownBusiness: 'Aucune entreprise ne porte cet identifiant',
    unknownPartner: 'Aucun partenaire du tirage ne porte ce nom',
    invited: (email) => `Une invitation a été envoyée à ${email}`,
    roleChanged: (email, role) => `${email} a maintenant le rôle\u00a0: ${roleName(role)}`,
    mail: {
      inviteSubject: 'Invitation à la console Dubloon Quest',
      inviteBody: (name, role, link, days) =>
        `Bonjour ${name},\n\nOn vous a créé un compte ${role === 'Organizer' ? 'd’organisation' : 'de partenaire'} sur Dubloon Quest. Ouvrez ce lien d’ici ${count(days, 'jour', 'jours')} pour choisir votre mot de passe\u00a0:\n${link}\n\nConnectez-vous ensuite et ouvrez la console. Si vous ne vous attendiez pas à ce courriel, ignorez-le.`,
    },
  },
  players: {
    kicked: (sessions) =>
      `${count(sessions, 'session fermée', 'sessions fermées')}\u202f; toutes les connexions ouvertes ont été coupées.`,
    banned: (until) => `Ce compte est suspendu jusqu’au ${until}.`,
    banLifted: 'La suspension a été levée.',
    banInPast: 'La fin d’une suspension doit être dans le futur',
    reasonLength: 'Donnez un motif de 2 à 500\u00a0caractères',
    deltaRange: 'L’ajustement doit être un nombre entier de -10000 à 10000, autre que 0',
    belowZero: (balance) =>
      `Cette personne n’a que ${coins(balance)} non misées\u00a0: un ajustement ne peut pas en retirer davantage`,
    adjusted: (delta, balance) =>
      `${delta > 0 ? 'Ajout de' : 'Retrait de'} ${count(Math.abs(delta), 'doubl-u-on', 'doubl-u-ons')}\u202f; le solde est maintenant de ${balance}.`,
  },
  schedule: {
    preGameAfterStart: 'L’avant-jeu ne doit pas commencer après le début du jeu',
    notADate: 'Ce n’est pas une date et une heure',
    eventNameLength: 'Le nom de l’événement doit compter de 1 à 100\u00a0caractères',
    challengeWindowPair: 'Donnez les deux bornes de la période des défis, ou aucune',
    challengeWindowOrder: 'La période des défis doit se fermer après son ouverture',
    saved: 'L’horaire a été enregistré et envoyé à toutes les personnes connectées.',
  },
  events: {
    unknownArchived: 'Aucun événement archivé ne porte cet identifiant',
    stillRunning: (gameEnd) =>
      `L’événement est toujours en cours\u00a0: il se termine le ${gameEnd}. Archivez-le après sa fin, ou retirez d’abord son horaire`,
    templateNeeded: 'Choisissez l’événement archivé de départ',
    archivedMeanwhile:
      'L’événement a été archivé pendant que ce changement était en route, alors rien n’a changé. Rechargez pour voir l’événement en cours',
    archived: (archived, next) =>
      `«\u00a0${archived}\u00a0» est archivé\u00a0: ses résultats, son tirage et ses exportations restent consultables. «\u00a0${next}\u00a0» est maintenant l’événement en cours, sans horaire.`,
  },
  content: {
    unknownItem: 'Aucun lot du tirage ne porte cet identifiant',
    unknownChest: 'Aucun coffre ne porte cet identifiant',
    unknownBusiness: 'Aucune entreprise ne porte cet identifiant',
    unknownPartner: 'Aucun partenaire du tirage ne porte ce nom',
    partnerNameTaken: 'Un autre partenaire du tirage porte déjà ce nom',
    partnerHasItems: (items) =>
      `Retirez d’abord ${items.length === 1 ? 'le lot' : 'les lots'} de ce partenaire\u00a0: ${formatterFor('fr').list(items)}. Retirer un lot rend ses mises aux joueurs et joueuses.`,
    partnerRetired: 'Ce partenaire du tirage est retiré\u00a0: rétablissez-le d’abord',
    chestTaken: 'Une autre entreprise utilise déjà ce coffre',
    chestTouched:
      'Des joueurs et joueuses ont déjà répondu à ce coffre\u00a0: seuls les textes peuvent changer (les lettres et les bonnes réponses restent). Retirez-le et créez un autre coffre pour changer davantage.',
    notALink: 'Doit être un lien https',
    notAVideo:
      'Doit être un lien vers une vidéo YouTube ou Vimeo, par exemple https://www.youtube.com/watch?v=... ou https://vimeo.com/...',
    notAnImage: 'Doit être une image de ce serveur (/media/... ou /uploads/...) ou un lien https',
    required: 'Obligatoire',
    tooLong: (max) => `Au plus ${max}\u00a0${formatterFor('fr').plural(Number(max), { one: 'caractère', other: 'caractères' })}`,
    saved: 'Enregistré.',
    retired: 'Retiré\u00a0: les joueurs et joueuses ne le voient plus.',
    restored: 'Rétabli\u00a0: les joueurs et joueuses le voient de nouveau.',
    itemRefunds: (players) =>
      `Retiré\u00a0: les joueurs et joueuses ne le voient plus\u202f; ${count(players, 'personne a', 'personnes ont')} récupéré leurs mises.`,
    imported: (name) => `L’événement «\u00a0${name}\u00a0» a été importé.`,
    importProblems: (problems) =>
      `${count(problems, 'problème trouvé', 'problèmes trouvés')}\u00a0: rien n’a été modifié.`,
  },
  judging: {
    notASubmitter: 'Cette personne n’a pas répondu à ce défi',
    overCap: (cap) => `Au plus ${count(cap, 'gagnant ou gagnante', 'gagnants et gagnantes')}`,
    overPool: (pool, total) =>
      `Les prix totalisent ${formatterFor('fr').dollars(total)}, plus que la cagnotte de ${formatterFor('fr').dollars(pool)}`,
    awardPositive: 'Chaque prix est un nombre entier de dollars supérieur à 0',
    duplicateWinner: 'Cette personne figure plus d’une fois',
    bannedWinner: 'Cette personne est suspendue\u00a0: une personne suspendue ne peut pas gagner',
    ratingRange: 'Une note est un nombre entier de 1 à 5',
    noteTooLong: 'Un commentaire compte au plus 2000\u00a0caractères',
    saved: 'Enregistré. Les gagnants et gagnantes paraîtront sur la page des résultats quand l’équipe organisatrice les publiera.',
  },
  raffle: {
    noCommitment: 'Il n’y a pas encore d’engagement\u00a0: prenez-en un avant la fermeture du tirage et publiez-le.',
    noEvent:
      'L’événement n’est pas encore enregistré\u00a0: enregistrez-le une fois (n’importe quel changement ou une importation) avant le tirage.',
    commitmentExists: (commitment) =>
      `Un engagement est déjà en vigueur (${commitment}). Utilisez-le, ou remplacez-le seulement si son secret a été perdu.`,
    committedMeanwhile: 'Un autre engagement a été enregistré au même moment\u00a0: rien n’a été enregistré. Réessayez.',
    committed: 'Gardez ce secret privé jusqu’au tirage, et publiez l’engagement aux joueurs et joueuses dès maintenant.',
    secretMismatch: 'Ce secret ne correspond pas à l’engagement en vigueur',
    raffleOpen: (reviewStart) => `Le tirage est ouvert jusqu’au ${reviewStart}\u00a0: les mises peuvent encore changer.`,
    drawnMeanwhile: 'Un tirage sous cet engagement a été enregistré au même moment\u00a0: rechargez le tirage.',
    drawn: (winners) =>
      `${count(winners, 'gagnant ou gagnante tiré et enregistré', 'gagnants et gagnantes tirés et enregistrés')}. Publiez le relevé à côté de l’engagement.`,
    alreadyDrawn: 'Le tirage sous cet engagement a déjà eu lieu\u00a0: voici son relevé.',
  },
  results: {
    published: 'Les résultats sont publiés\u00a0: les joueurs et joueuses voient les gagnants et gagnantes sur la page des résultats.',
    held: 'Les résultats sont retenus\u00a0: aucune nouvelle personne gagnante n’est visible tant que vous ne les publiez pas.',
  },
  images: {
    type: 'Téléversez une image PNG, JPEG, WebP ou GIF',
    tooLarge: (megabytes) => `Une image fait au plus ${megabytes}\u00a0Mo`,
    tooSmall: (pixels) => `Une image fait au moins ${pixels}\u00a0${formatterFor('fr').plural(Number(pixels), { one: 'pixel', other: 'pixels' })} de large et de haut`,
    tooBig: (pixels) => `Une image fait au plus ${pixels}\u00a0${formatterFor('fr').plural(Number(pixels), { one: 'pixel', other: 'pixels' })} de large et de haut`,
    unreadable: 'Ce fichier n’est pas une image lisible',
  },
  audit: {
    cliActor: 'outil d’organisation',
  },
  // The organizer tool's command line stays in English (its help says so).
  cli: consoleMessages.cli,
};

export const consoleShellTextFr: Catalogue<typeof consoleShellText> = {
  title: 'Console',
  navLabel: 'Sections de la console',
  headerLink: 'Console',
  screens: {
    overview: 'Aperçu',
    schedule: 'Horaire',
    event: 'Contenu de l’événement',
    accounts: 'Comptes',
    players: 'Joueurs et joueuses',
    raffle: 'Lots et tirage',
    dashboard: 'Tableau de bord en direct',
    exports: 'Exportations',
    audit: 'Journal d’audit',
    business: 'Mon entreprise',
    judging: 'Évaluation',
    events: 'Événements',
    outbox: 'Boîte d’envoi',
    look: 'Apparence et courriels',
  },
  loading: 'Chargement de la console...',
  readOnly:
    'Ceci est la console de démonstration partagée\u00a0: vous pouvez tout consulter, mais les changements sont refusés. Organisez votre propre événement pour le modifier.',
  // The role named in French (the account's role is its English code: Organizer, Partner).
  signedInAs: (name, role) => `Session de ${name} (${roleLabel(role)})`,
  overview: {
    intro:
      'Préparez et animez l’événement d’ici. Chaque changement s’applique aussitôt pour tous les joueurs et joueuses et est inscrit au journal d’audit.',
    partnerIntro: 'Tenez votre entreprise à jour pour les joueurs et joueuses et évaluez les réponses à votre défi.',
    yourBusiness: (name) => `Votre entreprise\u00a0: ${name}`,
    yourItems: 'Vos lots du tirage',
    itemLine: (name, players, staked) =>
      `${name}\u00a0: ${count(players, 'personne', 'personnes')}, ${count(staked, 'pièce misée', 'pièces misées')}`,
    noAffiliation:
      'Votre compte n’appartient pas encore à une entreprise ni à un partenaire du tirage\u00a0: demandez-le à l’équipe organisatrice.',
  },
  retry: 'Réessayer',
  saving: 'Enregistrement...',
  saved: 'Enregistré',
  cancel: 'Annuler',
  download: (what) => `Télécharger ${what}`,
  downloading: 'Préparation du téléchargement...',
  downloaded: (file) => `${file} téléchargé`,
  loadFailed: 'La console n’a pas pu charger ceci. Vérifiez votre connexion et réessayez.',
  actionFailed: 'Le serveur n’a pas pu faire ceci. Rien n’a été modifié\u202f; réessayez.',
  empty: 'Rien ici pour l’instant.',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
};

const coinSources: Readonly<Record<string, string>> = {
  signup: 'Prime d’inscription',
  chest: 'Coffres',
  referral: 'Parrainages',
  challenge: 'Défis',
  adjustment: 'Ajustements de l’organisation',
  demo: 'Démo',
};

export const consoleDashboardTextFr: Catalogue<typeof consoleDashboardText> = {
  intro:
    'Comment se déroule l’événement\u00a0: joueurs et joueuses, pièces, parrainages et provenance. Les inscriptions, les confirmations, les connexions et les requêtes se mettent à jour en direct tant que la connexion au serveur tient.',
  range: {
    label: 'Historique affiché',
    hours: (hours) =>
      hours % 24 === 0 && hours > 24 ? `${count(hours / 24, 'dernier jour', 'derniers jours')}` : `${count(hours, 'dernière heure', 'dernières heures')}`,
  },
  live: {
    on: 'En direct\u00a0: mis à jour toutes les quelques secondes.',
    connecting: 'Connexion au serveur pour les mises à jour en direct...',
    off: 'Les mises à jour en direct sont interrompues\u00a0: aucune connexion au serveur. Rechargez la page pour réessayer.',
    updatedAt: (time) => `Chiffres en direct mis à jour à ${time}.`,
    totalsAt: (time) => `Autres chiffres en date de ${time}.`,
  },
  reload: 'Recharger les chiffres',
  reloading: 'Chargement des chiffres...',
  headline: {
    heading: 'En un coup d’œil',
    registered: 'Personnes inscrites',
    verified: 'Courriel confirmé',
    activeLastHour: 'Actives dans la dernière heure',
    activeLastDay: 'Actives dans la dernière journée',
    banned: 'Suspendues en ce moment',
    meetupYes: 'Présentes à la rencontre',
    sockets: 'Connexions en direct',
    servers: 'Serveurs qui répondent',
  },
  showFigures: 'Afficher les chiffres sous forme de tableau',
  figuresCaption: (chart) => `${chart}\u00a0: les chiffres`,
  players: {
    heading: 'Joueurs et joueuses par heure',
    summary: (registered, verified, hours) =>
      `Graphique linéaire sur ${count(hours, 'heure affichée', 'heures affichées')}\u00a0: ${count(registered, 'personne inscrite', 'personnes inscrites')} et ${count(verified, 'confirmée', 'confirmées')} à la fin\u202f; personnes actives par heure.`,
    hourAxis: 'Heure',
    countAxis: 'Personnes',
    hour: 'Heure de début',
    registered: 'Inscrites (au total)',
    verified: 'Confirmées (au total)',
    active: 'Actives dans l’heure',
  },
  coins: {
    heading: 'Pièces émises, misées et non dépensées',
    summary: (issued, staked, unspent) =>
      `Graphique à barres\u00a0: ${count(issued, 'pièce émise', 'pièces émises')} au total, par source\u202f; ${count(staked, 'misée', 'misées')} au tirage\u202f; ${count(unspent, 'non dépensée', 'non dépensées')}.`,
    kindAxis: 'Pièces par type',
    coinAxis: 'Pièces',
    kind: 'Type',
    coins: 'Pièces',
    issuedBy: (source) => `Émises\u00a0: ${coinSources[source] ?? source}`,
    issued: 'Émises au total',
    staked: 'Misées au tirage',
    unspent: 'Non dépensées',
    none: 'Aucune pièce émise pour l’instant.',
  },
  requests: {
    heading: 'Requêtes et erreurs par minute',
    summary: (requests, errors) =>
      `Graphique linéaire des 30\u00a0dernières minutes\u00a0: ${count(requests, 'requête', 'requêtes')} et ${count(errors, 'erreur du serveur', 'erreurs du serveur')} au total.`,
    minuteAxis: 'Minute',
    countAxis: 'Par minute',
    minute: 'Minute',
    requests: 'Requêtes',
    errors: 'Erreurs du serveur',
  },
  referrals: {
    heading: 'Parrainages',
    invited: 'Personnes inscrites par un lien de parrainage',
    rewarded: 'Parrainages récompensés',
    coins: 'Pièces versées pour les parrainages',
  },
  countries: {
    heading: 'Pays et régions',
    caption: 'Personnes par pays et région, des plus nombreux aux moins nombreux',
    country: 'Pays',
    players: 'Personnes',
    regions: 'Régions',
    noRegion: 'Aucune région indiquée',
    region: (region, players) => `${region}\u00a0: ${players}`,
    none: 'Personne pour l’instant.',
  },
};

const player = (value: number) => count(value, 'personne trouvée', 'personnes trouvées');

export const consolePlayersTextFr: Catalogue<typeof consolePlayersText> = {
  intro:
    'Trouvez une personne par son nom ou son courriel, affinez la liste avec les filtres et ouvrez une fiche pour agir sur le compte.',
  filters: {
    legend: 'Recherche et filtres',
    search: 'Nom ou courriel',
    searchHint: 'N’importe quelle partie du nom ou de l’adresse courriel.',
    verified: 'Courriel confirmé',
    school: 'École',
    schoolHint: 'N’importe quelle partie du nom de l’école.',
    country: 'Pays',
    countryHint: 'Le nom exact du pays.',
    meetup: 'Rencontre de clôture',
    banned: 'Suspension en cours',
    any: 'Tous',
    yes: 'Oui',
    no: 'Non',
    unanswered: 'Sans réponse',
    apply: 'Rechercher',
    clear: 'Effacer les filtres',
  },
  results: (total) => player(total),
  noResults: 'Personne ne correspond à cette recherche.',
  tableCaption: 'Joueurs et joueuses correspondants',
  columns: {
    name: 'Nom',
    email: 'Courriel',
    school: 'École',
    country: 'Pays',
    verified: 'Confirmé',
    coins: 'Pièces',
    staked: 'Misées',
    bannedUntil: 'Suspension jusqu’au',
  },
  yes: 'Oui',
  no: 'Non',
  none: '—',
  notBanned: 'Aucune suspension',
  demoCopy: '(copie de démo)',
  pagination: 'Pages des joueurs et joueuses',
  detail: {
    back: 'Retour aux joueurs et joueuses',
    recordHeading: 'Fiche',
    fields: {
      email: 'Courriel',
      role: 'Rôle',
      education: 'Niveau scolaire',
      school: 'École',
      place: 'Pays, région et ville',
      verified: 'Courriel confirmé',
      meetup: 'Rencontre de clôture',
      coins: 'Pièces non misées',
      staked: 'Pièces misées',
      bannedUntil: 'Suspension jusqu’au',
      joined: 'Inscription',
      sessions: 'Sessions ouvertes',
    },
    meetupYes: 'Y sera',
    meetupNo: 'N’y sera pas',
    meetupUnanswered: 'Sans réponse',
    ledgerHeading: 'Registre',
    ledgerCaption: 'Chaque pièce reçue ou dépensée, de la plus ancienne à la plus récente',
    ledgerColumns: { source: 'Source', amount: 'Montant', note: 'Note', time: 'Moment' },
    sources: {
      signup: 'Inscription',
      referral: 'Parrainage',
      chest: 'Coffre',
      raffle: 'Mises au tirage',
      demo: 'Démo',
      adjustment: 'Ajustement de l’organisation',
    },
    stakesHeading: 'Mises au tirage',
    stakesCaption: 'Pièces misées par lot',
    stakesColumns: { item: 'Lot', coins: 'Pièces' },
    chestsHeading: 'Coffres',
    chestsCaption: 'Coffres répondus et les pièces qu’ils ont rapportées',
    chestsColumns: { chest: 'Coffre', coins: 'Pièces' },
    challengesHeading: 'Réponses aux défis',
    challengesCaption: 'Réponses aux défis des entreprises',
    challengesColumns: { business: 'Entreprise', link: 'Réponse', time: 'Dernière modification' },
    item: (id, name) => (name === null ? `Lot ${id}` : `${name} (no ${id})`),
    chest: (id) => `Coffre ${id}`,
    business: (id, name) => (name === null ? `Défi ${id}` : name),
    nothing: 'Rien pour l’instant.',
    actionsHeading: 'Actions',
  },
  kick: {
    heading: 'Déconnecter partout',
    explain:
      'Ferme d’un coup toutes les sessions et connexions ouvertes de ce compte. La personne peut se reconnecter.',
    reason: 'Motif de la déconnexion (facultatif)',
    reasonHint: 'Conservé dans le journal d’audit.',
    submit: 'Déconnecter partout',
    busy: 'Déconnexion...',
    confirmTitle: 'Déconnecter cette personne partout\u202f?',
    confirm: (name, sessions) =>
      `${name} a ${count(sessions, 'session ouverte', 'sessions ouvertes')}. Toutes les sessions et connexions se ferment maintenant\u202f; la personne pourra se reconnecter.`,
    confirmButton: 'Déconnecter',
    done: (sessions) => `${count(sessions, 'session fermée', 'sessions fermées')}.`,
  },
  ban: {
    heading: 'Suspendre',
    explain:
      'Une personne suspendue est refusée à la connexion, à chaque appel et à chaque connexion jusqu’à la date choisie, et déconnectée aussitôt.',
    until: 'Suspension jusqu’au',
    untilHint: 'Votre date et heure locales.',
    reason: 'Motif de la suspension',
    reasonHint: 'De 2 à 500\u00a0caractères, conservé dans le journal d’audit (lever une suspension en demande un aussi).',
    submit: 'Suspendre',
    busy: 'Suspension...',
    confirmTitle: 'Suspendre cette personne\u202f?',
    confirm: (name, until) => `La session de ${name} se ferme maintenant, et son accès est refusé jusqu’au ${until}.`,
    confirmButton: 'Suspendre',
    current: (until) => `Suspension jusqu’au ${until}.`,
    lift: 'Lever la suspension',
    liftBusy: 'Levée...',
    liftConfirmTitle: 'Lever la suspension\u202f?',
    liftConfirm: (name) => `${name} peut se reconnecter tout de suite.`,
    untilRequired: 'Choisissez la date et l’heure de fin de la suspension',
  },
  coins: {
    heading: 'Ajuster les pièces',
    explain: (balance) =>
      `Ajoute ou retire des pièces par une ligne du registre avec votre motif\u202f; le solde n’est jamais modifié directement. ${count(balance, 'pièce non misée', 'pièces non misées')} en ce moment.`,
    delta: 'Pièces à ajouter (négatif pour retirer)',
    deltaHint: 'Un nombre entier, par exemple 5 ou -3.',
    reason: 'Motif de l’ajustement',
    reasonHint: 'De 2 à 500\u00a0caractères, affiché dans le registre.',
    submit: 'Ajuster',
    busy: 'Ajustement...',
    notAPlayer: 'Seuls les joueurs et joueuses ont des pièces\u00a0: ce compte n’en a aucune à ajuster.',
  },
  readOnly: 'La console de démonstration partagée ne peut pas modifier les joueurs et joueuses.',
  invalidId: 'Ce n’est pas un identifiant de joueur ou joueuse.',
};

export const consoleAccountsTextFr: Catalogue<typeof consoleAccountsText> = {
  intro:
    'Les membres de l’organisation animent l’événement\u202f; les partenaires s’occupent d’une entreprise ou d’un partenaire du tirage. Les rôles se donnent seulement ici ou avec l’outil d’organisation.',
  tableCaption: 'Comptes d’organisation et de partenaires',
  columns: {
    name: 'Nom',
    email: 'Courriel',
    role: 'Rôle',
    affiliation: 'Rattaché à',
    status: 'Statut',
    actions: 'Actions',
  },
  roles: { Player: 'Joueur ou joueuse', Partner: 'Partenaire', Organizer: 'Organisation' },
  business: (name) => `Entreprise\u00a0: ${name}`,
  rafflePartner: (name) => `Partenaire du tirage\u00a0: ${name}`,
  unknownBusiness: (id) => `Entreprise no ${id} (ne fait plus partie de l’événement)`,
  noAffiliation: '—',
  partnerWithout: 'Rien pour l’instant',
  status: {
    active: 'Actif',
    invited: 'Invité',
    unverified: 'Courriel non confirmé',
  },
  bannedUntil: (until) => `Suspendu jusqu’au ${until}`,
  you: 'Vous',
  change: (name) => `Changer le rôle de ${name}`,
  changeShort: 'Changer le rôle',
  empty: 'Aucun compte d’organisation ou de partenaire pour l’instant.',
  invite: {
    heading: 'Inviter un membre de l’organisation ou un ou une partenaire',
    explain: (days) =>
      `Le courriel d’invitation contient un lien à usage unique, valide ${count(days, 'jour', 'jours')}, pour choisir un mot de passe. La personne se connecte ensuite et ouvre la console.`,
    email: 'Courriel',
    name: 'Nom',
    role: 'Rôle',
    affiliation: 'Rattaché à',
    affiliationPlaceholder: 'Choisissez une entreprise ou un partenaire du tirage',
    affiliationHint: 'Un ou une partenaire est rattaché à exactement une entreprise ou un partenaire du tirage.',
    businesses: 'Entreprises',
    partners: 'Partenaires du tirage',
    noAffiliations:
      'L’événement n’a encore aucune entreprise ni aucun partenaire du tirage\u00a0: ajoutez-en d’abord dans Contenu de l’événement.',
    language: 'Langue de l’invitation',
    languageHint: 'Le courriel d’invitation est écrit dans cette langue, comme les courriels suivants du compte.',
    submit: 'Envoyer l’invitation',
    busy: 'Envoi...',
    sent: (email, days) =>
      `Invitation envoyée à ${email}. Le lien fonctionne une fois, pendant ${count(days, 'jour', 'jours')}.`,
  },
  edit: {
    title: (name) => `Changer le rôle de ${name}`,
    role: 'Rôle',
    save: 'Enregistrer',
    cancel: 'Annuler',
    busy: 'Enregistrement...',
    sessionsEnd: 'Ses sessions se ferment aussitôt, pour que le nouveau rôle s’applique partout.',
    confirmTitle: 'Retirer ce rôle\u202f?',
    confirm: (name, from, to) =>
      `${name} passe du rôle ${roleName(from)} au rôle ${roleName(to)}. Ses sessions se ferment maintenant.`,
    confirmButton: 'Changer le rôle',
    notYourself: 'Vous ne pouvez pas changer votre propre rôle.',
  },
  eventLoadFailed:
    'Les entreprises et les partenaires du tirage n’ont pas pu être chargés\u00a0: impossible d’inviter des partenaires pour l’instant.',
  readOnly: 'La console de démonstration partagée ne peut ni inviter ni modifier des comptes.',
};

export const consoleAuditTextFr: Catalogue<typeof consoleAuditText> = {
  intro: 'Chaque changement fait dans la console ou avec l’outil d’organisation, du plus récent au plus ancien.',
  filters: 'Filtrer le journal',
  action: 'Domaine',
  anyAction: 'Tous les domaines',
  areas: {
    'schedule.': 'Horaire',
    'players.': 'Joueurs et joueuses (suspensions, déconnexions, pièces)',
    'accounts.': 'Comptes et rôles',
    'event.': 'Événement (nom, importation de fichier)',
    'partners.': 'Partenaires du tirage',
    'items.': 'Lots du tirage',
    'chests.': 'Coffres',
    'businesses.': 'Entreprises',
    'judging.': 'Évaluation et gagnants des défis',
    'raffle.': 'Engagement et tirage',
    'results.': 'Publication des résultats',
    'images.': 'Téléversement d’images',
  },
  actor: 'Qui (partie du courriel)',
  target: 'Cible (exacte, p. ex. user:12)',
  apply: 'Appliquer les filtres',
  clear: 'Effacer les filtres',
  caption: (shown) => `Entrées du journal (${count(shown, 'affichée', 'affichées')})`,
  captionFiltered: (shown) => `Entrées du journal correspondant aux filtres (${count(shown, 'affichée', 'affichées')})`,
  columns: { when: 'Quand', who: 'Qui', action: 'Action', target: 'Cible', change: 'Changement' },
  organizerTool: 'outil d’organisation',
  empty: 'Aucune action de la console ne correspond à ces filtres.',
  emptyLog: 'Aucune action de la console n’a encore été enregistrée.',
  noChange: 'Aucun état enregistré',
  created: 'Créé',
  removed: 'Supprimé',
  none: '(aucun)',
  changedFields: (fields) => count(fields, 'champ modifié', 'champs modifiés'),
  more: (others) => `et ${others} de plus`,
  details: 'Avant et après au complet',
  before: 'Avant',
  after: 'Après',
  pages: 'Pages du journal d’audit',
  newest: 'Entrées les plus récentes',
  newer: 'Entrées plus récentes',
  older: 'Entrées plus anciennes',
  pageFrom: (first) => `Entrées à partir du ${first}, en remontant`,
  exportHeading: 'Exportation',
};
