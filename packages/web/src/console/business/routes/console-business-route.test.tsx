import {
  consoleBusinessText,
  consoleMessages,
  consoleShellText,
  type ConsoleBusiness as Business,
} from '@dubloon-quest/core/console';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  harbor,
  harborChest,
  json,
  meOf,
  openConsoleAs,
  stubConsoleRoutes,
} from '../../../../test/console-test-app.js';

const text = consoleBusinessText;
const partnerMe = meOf('Partner', { business_id: 1, name: 'Harbor Tech', logo: '' });

afterEach(() => vi.unstubAllGlobals());

const profileForm = () => screen.getByRole('form', { name: text.profile.heading });
const chestForm = () => screen.getByRole('form', { name: text.chest.heading });

describe('My business, for a partner', () => {
  it('loads its own business and saves the profile, showing the 422 field errors and keeping the form', async () => {
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(partnerMe) },
      { method: 'GET', path: '/console/businesses/1', answer: json(harbor) },
      {
        method: 'PATCH',
        path: '/console/businesses/1/profile',
        answer: json(
          { message: 'Check the fields', errors: { description: ['At most 5000 characters'] } },
          422,
        ),
      },
    ]);
    const { user } = await openConsoleAs('/console/business', {
      role: 'Partner',
      heading: consoleShellText.screens.business,
    });
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.business });
    expect(await screen.findByText(text.answers(2))).toBeInTheDocument();
    expect(screen.queryByLabelText(text.picker.label)).not.toBeInTheDocument();

    await user.clear(within(profileForm()).getByLabelText(text.profile.description));
    await user.type(within(profileForm()).getByLabelText(text.profile.description), 'Boats since 1920');
    await user.click(within(profileForm()).getByRole('button', { name: text.profile.save }));

    await waitFor(() =>
      expect(within(profileForm()).getByLabelText(text.profile.description)).toHaveAccessibleDescription(
        expect.stringContaining('At most 5000 characters'),
      ),
    );
    expect(within(profileForm()).getByLabelText(text.profile.description)).toHaveValue('Boats since 1920');
    expect(await screen.findByText('Check the fields')).toBeInTheDocument();
    const patch = server.sent.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ description: 'Boats since 1920', challenge_title: 'Design a buoy' });

    const saved: Business = {
      ...harbor,
      business: { ...harbor.business, description: 'Boats since 1920' },
    };
    server.routes.push({
      method: 'PATCH',
      path: '/console/businesses/1/profile',
      answer: json({ message: consoleMessages.content.saved, business: saved }),
    });
    await user.click(within(profileForm()).getByRole('button', { name: text.profile.save }));
    expect(await screen.findByText(consoleMessages.content.saved)).toBeInTheDocument();
    expect(within(profileForm()).getByLabelText(text.profile.description)).not.toHaveAccessibleDescription(
      expect.stringContaining('At most 5000 characters'),
    );
  });

  it('uploads a checked logo as base64 for a logo', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 300, height: 200, close: () => {} }));
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(partnerMe) },
      { method: 'GET', path: '/console/businesses/1', answer: json(harbor) },
      {
        method: 'POST',
        path: '/console/images',
        answer: json({
          url: '/uploads/abc.webp',
          width: 300,
          height: 200,
          bytes: 1234,
          content_type: 'image/webp',
        }),
      },
    ]);
    const { user } = await openConsoleAs('/console/business', {
      role: 'Partner',
      heading: consoleShellText.screens.business,
    });
    const input = await screen.findByLabelText(text.profile.chooseLogo);
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(text.profile.uploaded)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text.profile.logoPreview('Harbor Tech') })).toHaveAttribute(
      'src',
      '/uploads/abc.webp',
    );
    const upload = server.sent.find((request) => request.path === '/console/images');
    expect(upload?.body).toEqual({ content_type: 'image/png', data_base64: 'iVBORw==', purpose: 'logo' });
  });

  it("shows the server's refusal of a chest players answered beside the form, keeping the questions", async () => {
    stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(partnerMe) },
      { method: 'GET', path: '/console/businesses/1', answer: json({ ...harbor, chest: harborChest }) },
      {
        method: 'PATCH',
        path: '/console/businesses/1/chest',
        answer: json({ message: consoleMessages.content.chestTouched }, 409),
      },
    ]);
    const { user } = await openConsoleAs('/console/business', {
      role: 'Partner',
      heading: consoleShellText.screens.business,
    });
    const first = await screen.findByRole('group', { name: text.chest.question(0) });
    await user.click(within(first).getByRole('radio', { name: 'A' }));
    await user.click(within(chestForm()).getByRole('button', { name: text.chest.save }));
    await waitFor(() =>
      expect(within(chestForm()).getByRole('alert')).toHaveTextContent(consoleMessages.content.chestTouched),
    );
    expect(within(first).getByRole('radio', { name: 'A' })).toBeChecked();
  });

  it('tells a partner without a business that there is nothing to edit', async () => {
    const server = stubConsoleRoutes([{ method: 'GET', path: '/console/me', answer: json(meOf('Partner')) }]);
    await openConsoleAs('/console/business', { role: 'Partner', heading: consoleShellText.screens.business });
    expect(await screen.findByText(text.noBusiness)).toBeInTheDocument();
    expect(server.sent.map((request) => request.path)).toEqual(['/console/me']);
  });
});

describe('My business, for an organizer', () => {
  it("picks a business from the event's and loads the one picked", async () => {
    const lighthouse: Business = {
      ...harbor,
      business_id: 2,
      business: {
        ...harbor.business,
        name: 'Lighthouse Books',
        challenge_question: { challenge_id: 2, title: 'Review a book', description: '' },
      },
      answers_count: 0,
    };
    const event = {
      event: {
        name: 'Event',
        timestamps: null,
        partners: [],
        raffle_items: [],
        chests: [],
        businesses: [harbor.business, { ...lighthouse.business, retired: true }],
        results: { raffle_winners: [], challenge_winners: [] },
      },
      source: 'file',
      updated_at: null,
      touched: { items: [], chests: [], challenges: [] },
    };
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(meOf('Organizer')) },
      { method: 'GET', path: '/console/event', answer: json(event) },
      { method: 'GET', path: '/console/businesses/1', answer: json(harbor) },
      { method: 'GET', path: '/console/businesses/2', answer: json(lighthouse) },
    ]);
    const { user } = await openConsoleAs('/console/business', {
      role: 'Organizer',
      heading: consoleShellText.screens.business,
    });
    const picker = await screen.findByLabelText(text.picker.label);
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbor Tech' })).toBeInTheDocument();
    expect(
      within(picker).getByRole('option', { name: text.picker.retired('Lighthouse Books') }),
    ).toBeInTheDocument();

    await user.selectOptions(picker, '2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lighthouse Books' })).toBeInTheDocument();
    expect(screen.getByText(text.answers(0))).toBeInTheDocument();
    expect(window.location.search).toBe('?business=2');
    expect(server.sent.map((request) => request.path)).toContain('/console/businesses/2');
  });

  it('opens the first business still in the event by default, never a retired one', async () => {
    const event = {
      event: {
        name: 'Event',
        timestamps: null,
        partners: [],
        raffle_items: [],
        chests: [],
        businesses: [
          { ...harbor.business, name: 'Closed Cafe', retired: true, challenge_question: { challenge_id: 3, title: 'x', description: '' } },
          harbor.business,
        ],
        results: { raffle_winners: [], challenge_winners: [] },
      },
      source: 'file',
      updated_at: null,
      touched: { items: [], chests: [], challenges: [] },
    };
    const server = stubConsoleRoutes([
      { method: 'GET', path: '/console/me', answer: json(meOf('Organizer')) },
      { method: 'GET', path: '/console/event', answer: json(event) },
      { method: 'GET', path: '/console/businesses/1', answer: json(harbor) },
    ]);
    await openConsoleAs('/console/business', { role: 'Organizer', heading: consoleShellText.screens.business });
    const picker = await screen.findByLabelText(text.picker.label);
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbor Tech' })).toBeInTheDocument();
    expect(picker).toHaveValue('1');
    expect(server.sent.map((request) => request.path)).not.toContain('/console/businesses/3');
  });
});
