import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrganizationRef } from 'mf-shared';
import { ExpandableOrganizationList } from './ExpandableOrganizationList';

function org(id: number, name: string): OrganizationRef {
  return { id, slug: name.toLowerCase().replace(/\s+/g, '-'), display_name: name, acronym_name: null };
}

function renderList(organizations: OrganizationRef[]) {
  return render(
    <MemoryRouter>
      <ExpandableOrganizationList organizations={organizations} label="Investors" />
    </MemoryRouter>,
  );
}

describe('ExpandableOrganizationList', () => {
  const funders = [org(1, 'Alpha Ventures'), org(2, 'Beta Capital'), org(3, 'Gamma Fund'), org(4, 'Delta Partners'), org(5, 'Epsilon')];

  it('shows two entries and a "+ N More" button, then the rest once expanded', async () => {
    renderList(funders);
    const list = screen.getByRole('list', { name: 'Investors' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Alpha Ventures', 'Beta Capital']);
    expect(list).not.toHaveTextContent('Gamma Fund');

    await userEvent.click(screen.getByRole('button', { name: '+ 3 More' }));

    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Alpha Ventures',
      'Beta Capital',
      'Gamma Fund',
      'Delta Partners',
      'Epsilon',
    ]);
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
  });

  it('links each funder to its organization page', () => {
    renderList(funders.slice(0, 1));
    expect(screen.getByRole('link', { name: 'Alpha Ventures' })).toHaveAttribute('href', '/organizations/alpha-ventures');
  });

  it('has no button when there are two funders or fewer', () => {
    renderList(funders.slice(0, 2));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "+ 1 More" for three funders', () => {
    renderList(funders.slice(0, 3));
    expect(screen.getByRole('button', { name: '+ 1 More' })).toBeInTheDocument();
  });
});
