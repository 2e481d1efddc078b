import { messages } from '@dubloon-quest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { BusinessDetailScreen, type BusinessDetailScreenProps } from './business-detail-screen.js';

const text = messages.ui.businesses;

const props = (overrides: Partial<BusinessDetailScreenProps> = {}): BusinessDetailScreenProps => ({
  business: {
    name: 'Harbour Books',
    logo: '/logo.webp',
    description: 'Books for every sailor.',
    videoTitle: 'Inside Harbour Books',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    challenge: {
      title: 'Design a reading nook',
      description: 'Share a plan.',
      answersCount: 2,
      submitted: false,
    },
  },
  isPlayer: true,
  challenge: {
    submitting: false,
    errors: [],
    onRequestSubmit: vi.fn(),
    confirmOpen: false,
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
  },
  meetup: {
    saved: null,
    saving: false,
    onRequestSave: vi.fn(),
    confirmation: null,
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
  },
  ...overrides,
});

describe('BusinessDetailScreen', () => {
  it('says it could not find the business without navigation state (spec 2)', () => {
    renderWithRouter(<BusinessDetailScreen {...props({ business: null })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.businesses.notFound);
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/businesses');
  });

  it('opens on the Video tab with the video titled, and has the Challenge and Q&A Wrap-Up tabs', () => {
    renderWithRouter(<BusinessDetailScreen {...props()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Harbour Books');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Video',
      'Challenge',
      'Q&A Wrap-Up',
    ]);
    expect(screen.getByTitle('Inside Harbour Books')).toHaveAttribute('loading', 'lazy');
  });

  it('frames an allowed video at its embed address, sandboxed; a link to another host is only a link', () => {
    const { unmount } = renderWithRouter(<BusinessDetailScreen {...props()} />);
    const frame = screen.getByTitle('Inside Harbour Books');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('sandbox');
    unmount();
    renderWithRouter(
      <BusinessDetailScreen
        {...props({ business: { ...props().business!, videoUrl: 'https://evil.example/page' } })}
      />,
    );
    expect(screen.queryByTitle('Inside Harbour Books')).toBeNull();
    expect(screen.getByRole('link', { name: text.videoFallback })).toHaveAttribute(
      'href',
      'https://evil.example/page',
    );
  });

  it('sends a challenge link for checking and shows its errors with the custom validity text', async () => {
    const user = userEvent.setup();
    const onRequestSubmit = vi.fn();
    const { rerender } = renderWithRouter(
      <BusinessDetailScreen
        {...props({ initialTab: 'challenge' })}
        challenge={{ ...props().challenge, onRequestSubmit }}
      />,
    );
    const panel = screen.getByRole('tabpanel', { name: 'Challenge' });
    expect(within(panel).getByText(text.answers(2))).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(text.linkLabel), ' https://docs.google.com/document/d/abc ');
    await user.click(within(panel).getByRole('button', { name: text.submitAnswer }));
    expect(onRequestSubmit).toHaveBeenCalledWith('https://docs.google.com/document/d/abc');
    rerender(
      <BusinessDetailScreen
        {...props({ initialTab: 'challenge' })}
        challenge={{ ...props().challenge, errors: [messages.validation.invalidGoogleDocLink] }}
      />,
    );
    const input = screen.getByLabelText(text.linkLabel);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Not a valid Google Doc link'));
    expect((input as HTMLInputElement).validationMessage).toBe('Invalid Player Id');
  });

  it('confirms a challenge answer before it replaces the earlier one', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const business = props().business!;
    renderWithRouter(
      <BusinessDetailScreen
        {...props({
          initialTab: 'challenge',
          business: { ...business, challenge: { ...business.challenge!, submitted: true } },
        })}
        challenge={{ ...props().challenge, confirmOpen: true, onConfirm }}
      />,
    );
    expect(screen.getByText(text.alreadySubmitted)).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: text.confirmAnswerTitle });
    expect(dialog).toHaveTextContent(messages.businesses.challengeConfirm);
    await user.click(within(dialog).getByRole('button', { name: text.submitAnswer }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('saves a meetup choice only when it differs from the saved one, after confirmation', async () => {
    const user = userEvent.setup();
    const onRequestSave = vi.fn();
    const { rerender } = renderWithRouter(
      <BusinessDetailScreen
        {...props({ initialTab: 'meetup' })}
        meetup={{ ...props().meetup, saved: true, onRequestSave }}
      />,
    );
    const save = screen.getByRole('button', { name: text.saveMeetup });
    expect(screen.getByRole('radio', { name: text.attendYes })).toBeChecked();
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: text.attendNo }));
    await user.click(save);
    expect(onRequestSave).toHaveBeenCalledWith(false);
    rerender(
      <BusinessDetailScreen
        {...props({ initialTab: 'meetup' })}
        meetup={{ ...props().meetup, saved: true, confirmation: messages.businesses.meetupConfirm(false) }}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(messages.businesses.meetupConfirm(false));
  });

  it('disables the challenge and meetup controls for a non-player (spec 6)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BusinessDetailScreen {...props({ isPlayer: false, initialTab: 'challenge' })} />);
    expect(screen.getByRole('note')).toHaveTextContent('Players only have access to this feature');
    expect(screen.getByLabelText(text.linkLabel)).toBeDisabled();
    expect(screen.getByRole('button', { name: text.submitAnswer })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Q&A Wrap-Up' }));
    expect(screen.getByRole('radio', { name: text.attendYes })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.saveMeetup })).toBeDisabled();
  });
});
