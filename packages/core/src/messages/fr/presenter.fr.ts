import type { consolePresenterText } from '../console-ui/presenter.js';
import { formatterFor, type Catalogue } from '../locale.js';

/** The presenter view's texts in French (Canada) (docs/decisions/0150, 0159). */

const fr = () => formatterFor('fr');
const coins = (count: number) => fr().count(count, { one: 'pièce', other: 'pièces' });

export const consolePresenterTextFr: Catalogue<typeof consolePresenterText> = {
  title: 'Vue de présentation',
  untitled: 'Tirage',
  subtitle: 'Tirage',
  open: 'Ouvrir la vue de présentation',
  openHint:
    'S’ouvre dans une nouvelle fenêtre\u00a0: déplacez-la vers le projecteur ou le second écran et appuyez sur F pour le plein écran. Elle ne montre que ce que montrent les pages publiques des résultats et de vérification du tirage.',
  loading: 'Chargement du tirage...',
  loadFailed: 'Le tirage n’a pas pu être chargé.',
  retry: 'Réessayer',

  notOpen:
    'Le tirage n’est pas encore ouvert. Les pièces misées sur chaque lot s’afficheront ici dès son ouverture.',
  liveHeading: 'Pièces misées sur chaque lot',
  liveNote: 'Mis à jour en direct au fil des mises des joueurs et joueuses.',
  prize: 'Lot',
  partner: 'Offert par',
  staked: 'Pièces misées',
  coins: (count) => coins(count),
  totalStaked: (count) =>
    `${coins(count)} ${fr().plural(count, { one: 'misée', other: 'misées' })} en tout`,
  noItems: 'Le tirage n’a encore aucun lot.',
  waiting: 'Le tirage est fermé. Les gagnants et gagnantes seront dévoilés ici dès la publication des résultats.',
  waitingDrawn:
    'Le tirage au sort a eu lieu. Les gagnants et gagnantes seront dévoilés ici dès la publication des résultats.',

  commitmentHeading: 'Notre engagement sur le secret du tirage',
  commitmentAt: (date) => `Publié le ${date}.`,
  noCommitment: 'L’équipe organisatrice publie son engagement sur le secret du tirage avant la fermeture du tirage.',
  commitmentIntro: (date) =>
    `Cette empreinte (SHA-256) du secret du tirage a été publiée le ${date}. Le relevé du tirage, publié avec les résultats, révèle le secret\u00a0: tout le monde peut vérifier qu’il correspond à cette empreinte et recalculer chaque gagnant ou gagnante.`,

  prizeOf: (position, count) => `Lot ${position} sur ${count}`,
  donatedBy: (partner) => `Offert par ${partner}`,
  winner: (count) => (count <= 1 ? 'Gagnant ou gagnante' : 'Gagnants et gagnantes'),
  from: (region, country) => `Provenance\u00a0: ${region === '' ? country : `${region}, ${country}`}`,
  noWinner: 'Personne n’a misé sur ce lot.',
  noRaffleWinners: 'Aucun lot du tirage n’a été gagné\u00a0: personne n’a misé.',

  verifyHeading: 'Vérifiez le tirage vous-même',
  verifyIntro:
    'Balayez le code ou ouvrez cette adresse\u00a0: votre navigateur recalcule tout le tirage à partir de son relevé publié et le compare à l’engagement.',
  qrLabel: (address) => `Code QR de ${address}`,
  recapHeading: 'Tous les gagnants et gagnantes du tirage',

  revealLabel: 'Le tirage, étape par étape',
  step: (position, count) => `Étape ${position} sur ${count}`,
  cue: 'Appuyez sur → pour dévoiler',
  cueNext: 'Appuyez sur → pour continuer',
  controlsLabel: 'Commandes de présentation',
  back: 'Précédent',
  next: 'Suivant',
  restart: 'Recommencer',
  fullScreen: 'Plein écran',
  leaveFullScreen: 'Quitter le plein écran',
  keys: '→, Espace ou Entrée\u00a0: suivant · ←\u00a0: précédent · Début\u00a0: recommencer · F\u00a0: plein écran',
};
