import { messages } from '@dubloon-quest/core';

/**
 * An education level as stored (core's `EDUCATION_LEVELS`, the wire's values) in the reader's language. A value
 * outside the list (an imported row) shows as stored.
 */
export function educationLabel(level: string): string {
  return (messages.ui.register.educationLevels as Readonly<Record<string, string | undefined>>)[level] ?? level;
}
