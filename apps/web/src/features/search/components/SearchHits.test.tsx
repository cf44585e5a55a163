import type { UserSearchHit } from '@skillsync/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { HighlightedSkills } from './Highlight.tsx';
import { MemberHit } from './SearchHits.tsx';

const wrapper = WithWordsAndLinks;

const member = (overrides: Partial<UserSearchHit> = {}): UserSearchHit => ({
  _id: 'u1',
  id: 'u1',
  name: 'Rohan Das',
  avatar: null,
  reputation: { score: 42 },
  title: 'Mobile developer',
  location: null,
  bio: null,
  skills: ['React Native'],
  ...overrides,
});

describe('a member found by a search', () => {
  it('says how many points they have, with the number', () => {
    const { rerender } = render(<MemberHit user={member()} query="react" />, { wrapper });
    expect(screen.getByText('42 points')).toBeTruthy();
    rerender(<MemberHit user={member({ reputation: { score: 1 } })} query="react" />);
    expect(screen.getByText('1 point')).toBeTruthy();
    rerender(<MemberHit user={member({ reputation: { score: 1250 } })} query="react" />);
    expect(screen.getByText('1,250 points')).toBeTruthy();
  });

  it('shows where they live, and their bio only when it alone answers the search', () => {
    const bio = 'I teach robotics to school children.';
    const { rerender } = render(<MemberHit user={member({ location: 'Bengaluru', bio })} query="robotics" />, {
      wrapper,
    });
    expect(screen.getByText('Bengaluru')).toBeTruthy();
    expect(screen.getByText('robotics').tagName).toBe('MARK');
    rerender(<MemberHit user={member({ location: 'Bengaluru', bio })} query="react" />);
    expect(screen.queryByText(/school children/)).toBeNull();
    // Found by their city, which the card shows: the bio adds nothing.
    rerender(
      <MemberHit user={member({ location: 'Bengaluru', bio: `${bio} Lives in Bengaluru.` })} query="bengaluru" />,
    );
    expect(screen.queryByText(/school children/)).toBeNull();
  });
});

describe('highlighted skills', () => {
  it('keeps the space between marked words inside a badge', () => {
    render(<HighlightedSkills skills={['React Native']} query="react native" label="Skills" />, { wrapper });
    const badge = screen.getByRole('listitem').firstElementChild as HTMLElement;
    expect(badge.textContent).toBe('React Native');
    // The badge lays its children out as flex items, where a text that is only a space is dropped: the marked
    // words and the space between them must sit in one element.
    const looseTexts = [...badge.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(looseTexts).toEqual([]);
    expect(badge.querySelectorAll('mark')).toHaveLength(2);
  });
});
