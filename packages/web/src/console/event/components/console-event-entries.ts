import type { EventBusiness, EventChest, EventPartner, EventRaffleItem } from '@dubloon-quest/core';
import type {
  ConsoleBusinessFields,
  ConsoleChestRequest,
  ConsoleItemFields,
  ConsolePartnerFields,
} from '@dubloon-quest/core/console';

/** An entry of the event's content, by kind. */
export type EventEntry =
  | { readonly kind: 'partner'; readonly entry: EventPartner }
  | { readonly kind: 'item'; readonly entry: EventRaffleItem }
  | { readonly kind: 'business'; readonly entry: EventBusiness }
  | { readonly kind: 'chest'; readonly entry: EventChest };

/** The open form: a new entry of a kind (entry null) or an existing one. */
export type EventEditor =
  | { readonly kind: 'partner'; readonly entry: EventPartner | null }
  | { readonly kind: 'item'; readonly entry: EventRaffleItem | null }
  | { readonly kind: 'business'; readonly entry: EventBusiness | null }
  | { readonly kind: 'chest'; readonly entry: EventChest | null };

/** A form's save: what to send, and the entry it edits (null for a new one). */
export type EventSave =
  | { readonly kind: 'partner'; readonly before: EventPartner | null; readonly request: ConsolePartnerFields }
  | { readonly kind: 'item'; readonly before: EventRaffleItem | null; readonly request: ConsoleItemFields }
  | {
      readonly kind: 'business';
      readonly before: EventBusiness | null;
      readonly request: ConsoleBusinessFields;
    }
  | { readonly kind: 'chest'; readonly before: EventChest | null; readonly request: ConsoleChestRequest };
