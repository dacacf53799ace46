import { DEFAULT_PROJECT_SORT, isStatusShown, parseSortField, projectSortParam } from './sortRules';
import { conceptTabItems } from './conceptTabs';
import { operatingYears } from './display';

describe('project sort rules (docs/product/directory.md §3)', () => {
  it('is active only when the query has showProjectStatus=true exactly', () => {
    expect(isStatusShown('?showProjectStatus=true')).toBe(true);
    expect(isStatusShown(new URLSearchParams('a=1&showProjectStatus=true'))).toBe(true);
    for (const search of ['', '?showProjectStatus=false', '?showProjectStatus=1', '?showProjectStatus=TRUE', '?showprojectstatus=true']) {
      expect(isStatusShown(search)).toBe(false);
    }
  });

  it('sends name or status, "-" for descending, and name ascending whatever was chosen while inactive', () => {
    expect(projectSortParam(DEFAULT_PROJECT_SORT, true)).toBe('display_name');
    expect(projectSortParam({ field: 'project_status', ascending: true }, true)).toBe('project_status');
    expect(projectSortParam({ field: 'project_status', ascending: false }, true)).toBe('-project_status');
    expect(projectSortParam({ field: 'display_name', ascending: false }, true)).toBe('-display_name');
    expect(projectSortParam({ field: 'project_status', ascending: false }, false)).toBe('display_name');
    expect(parseSortField('project_status')).toBe('project_status');
    expect(parseSortField('country')).toBe('display_name');
  });
});

describe('concept tabs', () => {
  it('All (the sum) first, then concepts with projects; empty ones hidden', () => {
    expect(
      conceptTabItems([
        { display_name: 'Tokamak', slug: 'tokamak', count: 3 },
        { display_name: 'Stellarator', slug: 'stellarator', count: 0 },
        { display_name: 'Z-Pinch', slug: 'z-pinch', count: 1 },
      ]),
    ).toEqual([
      { id: 'all', label: 'All', count: 4 },
      { id: 'tokamak', label: 'Tokamak', count: 3 },
      { id: 'z-pinch', label: 'Z-Pinch', count: 1 },
    ]);
  });
});

describe('operating years', () => {
  it.each([
    [2021, 2024, '2021–2024'],
    [2024, null, 'Operating since 2024'],
    [null, 2016, 'Operations ended 2016'],
    [null, null, ''],
  ])('%s–%s → %s', (started, ended, text) => {
    expect(operatingYears({ year_operations_started: started, year_operations_ended: ended })).toBe(text);
  });
});
