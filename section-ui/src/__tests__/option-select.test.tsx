import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAppStore } from '@zomato/shared';
import { CitySelect } from '../index';
import { OptionSelect } from '../ui/option-select';

const options = [
  { value: '', label: 'None' },
  { value: 'descPrice', label: 'High to Low' },
] as const;

describe('OptionSelect', () => {
  it('shows its options and reports the chosen one', async () => {
    const onChange = jest.fn();
    render(<OptionSelect aria-label="Price" options={options} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Price' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'None',
      'High to Low',
    ]);
    await userEvent.selectOptions(select, 'High to Low');
    expect(onChange).toHaveBeenCalledWith('descPrice');
  });

  it('ignores a value that is not one of its options', () => {
    const onChange = jest.fn();
    render(<OptionSelect aria-label="Price" options={options} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Price' });
    const forged = document.createElement('option');
    forged.value = 'dropTables';
    select.append(forged);
    fireEvent.change(select, { target: { value: 'dropTables' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CitySelect', () => {
  // On a listing page it is the address's too: section-ui/src/listing/__tests__/use-listing-query.test.tsx.
  it('shows and sets the city of the shared store', async () => {
    useAppStore.getState().setCity('');
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <CitySelect aria-label="City" />
      </MemoryRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(select, 'Noida');
    expect(useAppStore.getState().city).toBe('Noida');
    expect(select).toHaveValue('Noida');
  });
});
