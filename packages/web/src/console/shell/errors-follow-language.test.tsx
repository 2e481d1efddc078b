import { consoleMessagesFr, consolePlayersText } from '@dubloon-quest/core/console';
import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CoinsPanel } from '../players/components/console-player-actions.js';
import { consoleCatalogues } from './console-catalogues.js';
import { registerCatalogues, switchCatalogues } from '../../locale/catalogues.js';
import { playerCatalogues } from '../../locale/player-catalogues.js';

// Decision 0170: a form keeps its problems' codes, not their texts, so an error already shown is written again in
// the language the reader switches to (the switch renders the app again, keeping every component's state).
beforeAll(async () => {
  await registerCatalogues(playerCatalogues);
  await registerCatalogues(consoleCatalogues);
});

afterEach(async () => {
  await switchCatalogues('en', false);
});

describe('a console form’s errors after a switch of language', () => {
  it('writes the coin adjustment’s errors again in French, then in English', async () => {
    const user = userEvent.setup();
    // Made anew for each render, as the language provider does after a switch.
    const panel = () => (
      <CoinsPanel
        balance={5}
        isPlayer
        busy={false}
        readOnly={false}
        serverErrors={{}}
        onEdit={() => undefined}
        onAdjust={() => Promise.resolve(true)}
      />
    );
    const { rerender } = render(panel());
    await user.type(screen.getByRole('spinbutton', { name: consolePlayersText.coins.delta }), '-8');
    await user.type(screen.getByRole('textbox', { name: consolePlayersText.coins.reason }), 'x');
    await user.click(screen.getByRole('button', { name: consolePlayersText.coins.submit }));
    const belowZero = 'This player has only 5 dubl-u-nes not staked: an adjustment cannot take more';
    expect(await screen.findByText(belowZero)).toBeInTheDocument();
    expect(screen.getByText('Give a reason of 2 to 500 characters')).toBeInTheDocument();

    await switchCatalogues('fr', false);
    rerender(panel());
    expect(screen.queryByText(belowZero)).toBeNull();
    // French keeps its non-breaking spaces: the texts are matched as they are.
    const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText(consoleMessagesFr.players.belowZero(5), exactly)).toBeInTheDocument();
    expect(screen.getByText('Donnez un motif de 2 à 500\u00a0caractères', exactly)).toBeInTheDocument();

    await switchCatalogues('en', false);
    rerender(panel());
    expect(screen.getByText(belowZero)).toBeInTheDocument();
  });
});
