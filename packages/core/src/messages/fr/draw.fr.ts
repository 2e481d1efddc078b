import type { drawMessages } from '../draw-messages.js';
import type { drawCheckText } from '../fairness-ui/draw-check.js';
import type { raffleChanceText } from '../fairness-ui/raffle-chance.js';
import type { resultsDrawText } from '../fairness-ui/results-draw.js';
import { formatterFor, type Catalogue } from '../locale.js';

/** The provably fair draw's texts in French (Canada): its checks and the pages that show and check it. */
export const drawMessagesFr: Catalogue<typeof drawMessages> = {
  snapshotSubject: 'L’instantané du tirage',
  recordSubject: 'Le relevé du tirage',
  duplicateStake: 'Cette personne a plus d’une mise sur ce lot',
  totalTooLarge: 'Les pièces misées sur ce lot dépassent ce que le tirage peut compter',
  excludedTwice: 'Cette personne figure deux fois parmi les personnes exclues du tirage',
  excludedButStaking: 'Cette personne est exclue du tirage, mais y a encore une mise',
  invalidSecret: 'Le secret doit compter 64\u00a0caractères hexadécimaux minuscules (0-9, a-f)',
  recordNotJson: (reason: string) => `Le relevé du tirage n’est pas du JSON valide\u00a0: ${reason}`,
  recordNotCanonical:
    'Le relevé du tirage n’est pas sous sa forme canonique (clés triées, sans espaces ni sauts de ligne)\u00a0: il a été modifié après le tirage',
  snapshotNotNormalized:
    'L’instantané doit lister les lots par item_id, les mises de chaque lot par player_id, sans mise de 0\u00a0: il a été modifié après le tirage',
  commitmentMismatch: 'Le secret ne correspond pas à l’engagement\u00a0: son SHA-256 n’est pas l’engagement publié',
  snapshotHashMismatch: 'L’empreinte de l’instantané n’est pas le SHA-256 de l’instantané\u00a0: les mises ont été modifiées après le tirage',
  seedMismatch: 'Le germe n’est pas le SHA-256 du secret suivi de l’empreinte de l’instantané',
  itemsMismatch: 'Les gagnants et gagnantes ne listent pas les mêmes lots, dans le même ordre, que l’instantané',
  winnersMismatch: (itemId: number) => `Les gagnants et gagnantes du lot ${itemId} ne sont pas ceux que donne le tirage`,
  verified:
    'Le relevé du tirage est valide\u00a0: le secret correspond à l’engagement, et l’empreinte de l’instantané, le germe et chaque gagnant ou gagnante ont été recalculés et concordent.',
};

const count = (value: number, one: string, other: string) => formatterFor('fr').count(value, { one, other });

export const drawCheckTextFr: Catalogue<typeof drawCheckText> = {
  heading: 'Vérifier le tirage',
  intro: 'Recalculez le tirage à partir de son relevé, dans votre navigateur, avec le code qui a servi au tirage.',
  methodHeading: 'Comment fonctionne le tirage',
  method: [
    'Avant la fermeture du tirage, l’équipe organisatrice publie un engagement\u00a0: le SHA-256 d’un secret qu’elle seule connaît.',
    'À la fermeture, chaque mise est figée dans un instantané\u00a0: lots, identifiants des personnes (sans noms) et pièces.',
    'Le secret est ensuite révélé, et chaque lot est tiré à partir de lui et de l’instantané\u00a0: une chance par pièce, personne deux fois sur un même lot.',
    'Ainsi, personne ne pourrait choisir le secret après avoir vu les mises, ni changer une mise ou un gagnant après coup, sans que cette vérification échoue.',
  ],
  chanceNote:
    'La chance affichée sur la page du tirage est exacte pour un seul prix (vos pièces sur l’ensemble des pièces)\u202f; pour plusieurs prix, c’est un minimum, puisque chaque gagnant ou gagnante quitte le tirage.',
  loadFailed: 'Le tirage n’a pas pu être chargé.',
  nothingYet: 'L’équipe organisatrice ne s’est pas encore engagée sur un secret de tirage.',
  commitmentHeading: 'L’engagement',
  commitment: (date: string) => `Publié le ${date}. Notez-le\u00a0: après le tirage, le relevé devra y correspondre.`,
  notDrawnYet: 'Le tirage n’a pas encore eu lieu. Revenez après le tirage pour le vérifier.',
  heldBack: (date: string) => `Le tirage a eu lieu le ${date}. Son relevé sera publié avec les résultats.`,
  drawnAt: (date: string) => `Tiré le ${date}.`,
  checkPublished: 'Vérifier le tirage publié',
  fileHeading: 'Ou vérifier un fichier de relevé',
  fileLabel: 'Fichier du relevé du tirage (JSON)',
  fileHint: 'Le relevé du tirage en JSON que vous avez téléchargé, tel que publié.',
  fileUnreadable: 'Le fichier n’a pas pu être lu.',
  noteLabel: 'L’engagement que vous avez noté avant le tirage (facultatif)',
  noteHint: 'Comparé au relevé, pour que vous n’ayez pas à faire confiance à ce serveur non plus.',
  checking: 'Recalcul du tirage...',
  checkingOf: (name: string) => `Recalcul du tirage de ${name}...`,
  publishedRecord: 'le relevé publié',
  matches: 'Concorde\u00a0: le relevé du tirage est valide.',
  doesNotMatch: 'Ne concorde pas.',
  failedCheck: (reason: string) => `La vérification qui échoue\u00a0: ${reason}`,
  commitmentMatches: 'Le relevé utilise l’engagement publié avant le tirage.',
  commitmentDiffers: (published: string) =>
    `L’engagement du relevé n’est pas celui publié avant le tirage (${published}).`,
  commitmentLate: 'L’engagement a été publié après le gel des mises\u00a0: il ne prouve rien sur ce tirage.',
  noteMatches: 'Le relevé utilise l’engagement que vous avez noté.',
  noteDiffers: 'Le relevé n’utilise pas l’engagement que vous avez noté.',
  summary: (items: number, winners: number) =>
    `${count(items, 'lot recalculé', 'lots recalculés')}, ${count(winners, 'gagnant ou gagnante', 'gagnants et gagnantes')}.`,
  yourIdHint: 'Les personnes sont listées par identifiant seulement. Vos mises sont sous votre identifiant.',
  details: 'Détails du relevé',
  secret: 'Secret',
  snapshotHash: 'Empreinte de l’instantané',
  seed: 'Germe',
  frozenAt: 'Mises figées',
  winnersOf: (item: number) => `Lot ${item}`,
};

export const raffleChanceTextFr: Catalogue<typeof raffleChanceText> = {
  yourChance: (percent: string, exact: boolean) => `Votre chance\u00a0: ${exact ? '' : 'au moins '}${percent.replace('.', ',')}\u00a0%`,
  announce: (item: string, percent: string, exact: boolean) =>
    `${item}\u00a0: votre chance ${exact ? '' : 'au moins '}${percent.replace('.', ',')}\u00a0%`,
  method:
    'Les chances comptent les pièces à l’écran (envoyez pour les garder)\u00a0: vos pièces sur toutes celles du lot\u202f; avec plusieurs prix, c’est un minimum.',
  methodLink: 'Comment fonctionne le tirage',
};

export const resultsDrawTextFr: Catalogue<typeof resultsDrawText> = {
  heading: 'Un tirage que vous pouvez vérifier',
  intro: 'Les gagnants et gagnantes du tirage ont été tirés avec un secret sur lequel l’équipe organisatrice s’est engagée avant la fermeture du tirage.',
  commitment: (date: string) => `Engagement publié le ${date}\u00a0:`,
  drawnAt: (date: string) => `Tiré le ${date}.`,
  download: 'Télécharger le relevé du tirage',
  verify: 'Vérifier le tirage dans votre navigateur',
  held: 'Le relevé du tirage est publié avec les résultats.',
};
