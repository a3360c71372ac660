import { fireEvent, render, screen } from '@testing-library/react';
import { FaqAccordion } from '../FaqAccordion';

const items = [
  { id: 'q1', question: 'First?', answer: 'First answer.' },
  { id: 'q2', question: 'Second?', answer: 'Second answer.' },
];

describe('FaqAccordion', () => {
  it('opens the first answer only', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getByRole('button', { name: 'First?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Second?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer.')).toBeVisible();
    expect(screen.getByText('Second answer.')).not.toBeVisible();
  });

  it('ties each button to its answer and toggles it', () => {
    render(<FaqAccordion items={items} />);
    const second = screen.getByRole('button', { name: 'Second?' });
    const panel = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Second answer.');
    expect(panel).toHaveAttribute('aria-labelledby', second.id);
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Second answer.')).toBeVisible();
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
