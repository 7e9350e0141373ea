// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { originalFileTexts } from '../../texts.ts';
import { KeepOriginalCheckbox } from './keep-original-checkbox.tsx';
import { useKeepOriginalPreference } from './use-keep-original-preference.ts';

function Harness({ userId }: { userId: string | undefined }) {
  const [keep, setKeep] = useKeepOriginalPreference(userId);
  return <KeepOriginalCheckbox checked={keep} onCheckedChange={setKeep} />;
}

const box = () => screen.getByRole('checkbox', { name: originalFileTexts.keep });

beforeEach(() => window.localStorage.clear());

describe("'Guardar también el archivo original'", () => {
  it('starts unticked and says the limits in Spanish', () => {
    render(<Harness userId="ana" />);
    expect(box()).not.toBeChecked();
    expect(box()).toHaveAccessibleDescription(originalFileTexts.keepHint('10', '50'));
  });

  it('is remembered for the same user, from the keyboard too', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness userId="ana" />);
    box().focus();
    await user.keyboard(' ');
    expect(box()).toBeChecked();
    unmount();
    render(<Harness userId="ana" />);
    expect(box()).toBeChecked();
  });

  it("is each user's own choice on a shared computer", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness userId="ana" />);
    await user.click(box());
    expect(box()).toBeChecked();
    rerender(<Harness userId="luis" />);
    expect(box()).not.toBeChecked();
    rerender(<Harness userId="ana" />);
    expect(box()).toBeChecked();
  });
});
