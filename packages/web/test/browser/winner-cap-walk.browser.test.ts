import { consoleBusinessText, consoleEventText, consoleMessages, consoleShellText } from '@dubloon-quest/core/console';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, logIn, openConsoleScreen } from './console-pages.js';
import { emptyEvent, FIRST_ORGANIZER, startConsoleServer } from './console-server.js';
import { consoleWalk } from './players.js';

/**
 * Issue 26, items 3 and 10: the organizer sets "Most winners" on a business whose partner is to write the
 * challenge (its title left empty), and saves; the partner then writes the challenge's title on My business,
 * which they may not leave empty. Real server, demo off.
 */
const text = consoleEventText.businesses;
const PARTNER = { email: 'pat.partner@example.com', name: 'Pat Partner', password: 'Harbor-Lights-77' } as const;
const BUSINESS = 'Harbor Tech';
/** A business as the event file brings it: no challenge written yet, the default cap (3). */
const event = {
  ...emptyEvent(),
  businesses: [
    {
      name: BUSINESS,
      logo: '',
      description: 'Boats and the software that steers them.',
      video_title: '',
      video_url: '',
      challenge_question: { challenge_id: 1, title: '', description: '' },
    },
  ],
};

const walk = consoleWalk(() => startConsoleServer(event, { invite: [{ ...PARTNER, role: 'Partner', business: 1 }] }));




describe('a winner cap set on the business form', () => {
  it('the organizer sets "Most winners" to 2, leaving the challenge to the partner, and it is saved', async () => {
    const organizer = await walk.freshPage();
    await acceptInvitation(organizer, walk.server.organizerInvitation, FIRST_ORGANIZER.password);
    await logIn(organizer, walk.server.url, FIRST_ORGANIZER.email, FIRST_ORGANIZER.password);
    await openConsoleScreen(organizer, walk.server.url, consoleShellText.screens.event);
    await organizer.getByRole('tab', { name: consoleEventText.sections.businesses }).click();
    await organizer.getByRole('button', { name: `${consoleEventText.actions.edit} ${BUSINESS}` }).click();
    await organizer.getByRole('heading', { name: text.editTitle(BUSINESS) }).waitFor();
    expect(await organizer.getByLabel(text.challengeTitle, { exact: true }).inputValue()).toBe('');
    await organizer.getByText(text.challengeTitleHint).waitFor();
    const cap = organizer.getByLabel(text.winnerCap, { exact: true });
    await cap.fill('0');
    await organizer.getByRole('button', { name: consoleEventText.actions.save, exact: true }).click();
    await organizer.getByText(text.positiveNumber).waitFor();
    await cap.fill('2');
    await organizer.getByRole('button', { name: consoleEventText.actions.save, exact: true }).click();
    await organizer.getByRole('heading', { name: text.editTitle(BUSINESS) }).waitFor({ state: 'detached' });

    // Saved on the server: a fresh page's form shows it.
    await organizer.reload();
    await organizer.getByRole('tab', { name: consoleEventText.sections.businesses }).click();
    await organizer.getByRole('button', { name: `${consoleEventText.actions.edit} ${BUSINESS}` }).click();
    await expect.poll(() => organizer.getByLabel(text.winnerCap, { exact: true }).inputValue()).toBe('2');
  });

  it('the partner must give the challenge a title on My business, and does', async () => {
    const partner = await walk.freshPage();
    await acceptInvitation(partner, walk.server.invitations[PARTNER.email]!, PARTNER.password);
    await logIn(partner, walk.server.url, PARTNER.email, PARTNER.password);
    await openConsoleScreen(partner, walk.server.url, consoleShellText.screens.business);
    const profile = consoleBusinessText.profile;
    const title = partner.getByLabel(profile.challengeTitle, { exact: true });
    await title.waitFor();
    await partner.getByRole('button', { name: profile.save }).click();
    await partner.getByText(consoleMessages.content.required).first().waitFor();
    await title.fill('Design a buoy');
    await partner.getByRole('button', { name: profile.save }).click();
    await partner.getByText(consoleMessages.content.saved).waitFor();
  });
});
