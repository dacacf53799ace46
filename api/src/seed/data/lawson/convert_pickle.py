"""One-off conversion of the Lawson dataset's published 2025 pickle to CSV (issue 26).

Not run by the application: unpickling executes code, so it runs once, by hand, in a scratch
folder, and only its CSV output is committed (lawson-published-2025.csv next to this file).

Source: https://github.com/swurzel/lawson-criterion-paper (MIT), file
data/experimental_results_published_2025.pkl at commit 4ae563b, the frozen set of
Wurzel & Hsu, Phys. Plasmas 32, 112106 (2025).

Run with Debian 12's python3-pandas (pandas 1.5, NumPy 1.24):
    /usr/bin/python3 convert_pickle.py <path to the .pkl> lawson-published-2025.csv
The pickle was written with NumPy 2, whose internals live in numpy._core; NumPy 1 calls the
same modules numpy.core, so the aliases below let pandas 1.5 load it.
"""
import csv
import sys

import numpy.core
import numpy.core.multiarray
import numpy.core.numeric

sys.modules['numpy._core'] = numpy.core
sys.modules['numpy._core.multiarray'] = numpy.core.multiarray
sys.modules['numpy._core.numeric'] = numpy.core.numeric

import pandas as pd  # noqa: E402  (after the aliases)

# The published pickle predates the paper's concept renaming; the notebook maps the short
# names onto the current ones in the same way (lawson-criterion-paper.py, "Load experimental data").
CONCEPT_NAMES = {
    'FRC': 'Field Reversed Configuration',
    'RFP': 'Reverse Field Pinch',
    'Pinch': 'Stabilized Pinch',
    'MTF': 'Magnetized Target Fusion',
    'MagLIF': 'Magnetized Liner Inertial Fusion',
}

# Quantities are kept exactly as stored (strings that carry their significant figures).
QUANTITIES = [
    'T_i_max', 'T_i_avg', 'T_e_max', 'T_e_avg',
    'n_i_max', 'n_i_avg', 'n_e_max', 'n_e_avg', 'Z_eff',
    'tau_E_star', 'tau_E', 'rhoR_tot', 'YOC', 'p_stag', 'tau_stag',
    'E_ext', 'E_F', 'P_ext', 'P_F',
]


def text(value):
    if value is None:
        return ''
    if isinstance(value, float) and value != value:  # NaN
        return ''
    value = str(value).strip()
    return '' if value.lower() == 'nan' else value  # some empty cells were stored as the text 'nan'


def main(pickle_path, csv_path):
    frame = pd.read_pickle(pickle_path).sort_values('id')
    header = ['id', 'project_slug', 'project_name', 'concept', 'shot', 'year', 'date', *QUANTITIES,
              'qsci_comment', 'include_lawson_plots', 'include_qsci_vs_date_plot',
              'new_or_changed_2025_update', 'bibtex_keys']
    with open(csv_path, 'w', newline='', encoding='utf-8') as handle:
        writer = csv.writer(handle, lineterminator='\n')
        writer.writerow(header)
        for _, row in frame.iterrows():
            year = row['Year']
            writer.writerow([
                int(row['id']),
                text(row['Project Slug']),
                text(row['Project Displayname']),
                CONCEPT_NAMES.get(row['Concept Displayname'], row['Concept Displayname']),
                text(row['Shot']),
                '' if pd.isnull(year) else int(year),
                text(row['Date']),
                *[text(row[name]) for name in QUANTITIES],
                text(row['Qsci_comment']),
                str(bool(row['include_lawson_plots'])).lower(),
                str(bool(row['include_Qsci_vs_date_plot'])).lower(),
                str(bool(row['new_or_changed_2025_update'])).lower(),
                '; '.join(row['Bibtex Strings']),
            ])
    print(f'{len(frame)} rows written to {csv_path}')


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
