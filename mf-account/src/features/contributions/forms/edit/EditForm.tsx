// What both edit screens (docs/product/account.md §12, §14) do around their fields: the form is loaded from
// the edit view once (a later refetch never changes it behind the user's back); Save sends the
// mainData and the files, success returns to the detail page with a toast, a refused field is
// highlighted and scrolled to (a file field's message shows at that field), a 409 keeps the
// user's changes until they load the current version; Cancel returns to the detail page; both
// are asked first in the sticky bar. Leaving with unsaved changes any other way (the header, Back,
// closing the tab) asks too (useLeaveGuard).
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ObjectSchema } from 'yup';
import { toast } from 'mf-shared';
import { useHydrated } from 'mf-shared/area';
import type { Outcome, Saved } from '../../api/writes';
import { ProblemArea } from '../../../../components/ProblemArea';
import { detailPath, type EntityKind } from '../../utils/editAccess';
import { SAVED_TOAST } from '../../../../lib/contributionMessages';
import { unsavedChanges } from '../../../../lib/unsavedChanges';
import { revealFirstInvalid } from '../../../../lib/fieldPaths';
import { ConflictPanel } from '../../../../components/ConflictPanel';
import { EditBar } from './EditBar';
import { formFieldName, useSaveState } from '../../../../hooks/useSaveState';
import { useLeaveGuard } from '../../../../hooks/useLeaveGuard';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EDIT_BAR_TEXT } from './EditBar';
import styles from './edit.module.css';

export interface EditFormConfig<View extends { slug: string }, Key extends QueryKey, Values extends FieldValues, Files> {
  kind: EntityKind;
  /** The edit view's query (loaded before the form renders). */
  query: UseQueryOptions<View, Error, View, Key> & { queryKey: Key };
  schema: ObjectSchema<Values>;
  toValues(view: View): Values;
  /** The files next to the fields (the logo, the images) as the view has them. */
  initialFiles(view: View): Files;
  /** mainData for the save: what is sent, and what the conflict view compares. */
  toMainData(view: View, values: Values, files: Files): Record<string, unknown>;
  submit(mainData: Record<string, unknown>, files: Files): Promise<Outcome<Saved>>;
  /** A refused field whose message shows at the files' field. */
  isFileField(field: string): boolean;
}

/** After the errors have rendered (their fields marked aria-invalid). */
function revealFirstErrorLater() {
  requestAnimationFrame(() => revealFirstInvalid());
}

export function useEditForm<View extends { slug: string }, Key extends QueryKey, Values extends FieldValues, Files>(
  config: EditFormConfig<View, Key, Values, Files>,
) {
  const { kind, query: viewQuery, schema, toValues, initialFiles, toMainData, submit, isFileField } = config;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(viewQuery);
  // What the form was loaded from: a later refetch never changes it behind the user's back.
  const [base, setBase] = useState<View>(() => query.data!);
  const [files, setFiles] = useState<Files>(() => initialFiles(base));
  const [filesChanged, setFilesChanged] = useState(false);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const saveState = useSaveState();
  const methods = useForm<Values, unknown, Values>({
    // yupResolver's types cannot follow a generic schema; Values is the schema's InferType.
    resolver: yupResolver(schema as ObjectSchema<FieldValues>) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: toValues(base) as DefaultValues<Values>,
    // The first error in page order is revealed below (docs/product/account.md §13).
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = methods;
  const leaveGuard = useLeaveGuard(isDirty || filesChanged);

  const save = handleSubmit(async (values) => {
    saveState.reset();
    setFilesError(null);
    const mine = toMainData(base, values, files);
    const outcome = await submit(mine, files);
    if (outcome.ok) {
      queryClient.removeQueries({ queryKey: viewQuery.queryKey });
      leaveGuard.release();
      toast(SAVED_TOAST, { kind: 'success' });
      navigate(detailPath(kind, outcome.data.slug || base.slug));
      return;
    }
    // A message naming a field the screen shows is said once, there (docs/product/account.md §14).
    if (outcome.currentVersion === undefined && outcome.field && isFileField(outcome.field)) {
      setFilesError(outcome.message);
      saveState.failOnField(outcome);
      return;
    }
    if (outcome.currentVersion === undefined && outcome.field && outcome.field.split(/[.[]/)[0]! in schema.fields) {
      setError(formFieldName(outcome.field) as never, { type: 'server', message: outcome.message });
      saveState.failOnField(outcome);
      return;
    }
    saveState.fail(outcome, mine, toMainData(base, toValues(base), initialFiles(base)));
  }, revealFirstErrorLater);

  const reload = async () => {
    const conflict = saveState.conflict;
    if (!conflict) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...viewQuery, staleTime: 0 });
      setBase(fresh);
      setFiles(initialFiles(fresh));
      setFilesChanged(false);
      reset(toValues(fresh));
      saveState.reloaded(unsavedChanges(conflict.started, conflict.mine));
    } catch {
      saveState.fail({ ok: false, message: 'The current version could not be loaded. Please try again.' }, conflict.mine, conflict.started);
    } finally {
      setReloading(false);
    }
  };

  const leave = () => {
    leaveGuard.release();
    queryClient.removeQueries({ queryKey: viewQuery.queryKey });
    navigate(detailPath(kind, base.slug));
  };

  /** A new file choice (or deletion) clears the files' message. */
  const changeFiles = (next: Files) => {
    setFiles(next);
    setFilesChanged(true);
    setFilesError(null);
  };

  return { base, files, filesError, changeFiles, methods, save, reload, reloading, leave, saveState, leaveGuard };
}

/** The form around an edit screen's sections: the conflict panel and the processing error first, the sticky bar last. */
export function EditForm<Values extends FieldValues>({
  edit,
  children,
}: {
  edit: {
    methods: UseFormReturn<Values, unknown, Values>;
    save(event?: BaseSyntheticEvent): Promise<void>;
    reload(): Promise<void>;
    reloading: boolean;
    leave(): void;
    saveState: ReturnType<typeof useSaveState>;
    leaveGuard: ReturnType<typeof useLeaveGuard>;
  };
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { methods, save, saveState } = edit;
  return (
    <FormProvider {...methods}>
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void save(event)}>
        <ConflictPanel
          currentVersion={saveState.conflict?.currentVersion ?? null}
          reloading={edit.reloading}
          onReload={() => void edit.reload()}
          kept={saveState.kept}
          onDismiss={() => saveState.setKept(null)}
        />
        <ProblemArea id="processing-error" ref={saveState.problemRef} message={saveState.problem} />
        {children}
        <EditBar saving={methods.formState.isSubmitting} disabled={!hydrated} onCancel={edit.leave} onSave={() => void save()} />
        <ConfirmDialog
          open={edit.leaveGuard.asking}
          title={EDIT_BAR_TEXT.cancelTitle}
          text={EDIT_BAR_TEXT.cancelText}
          confirmLabel={EDIT_BAR_TEXT.cancelConfirm}
          danger
          onConfirm={edit.leaveGuard.leave}
          onClose={edit.leaveGuard.stay}
        />
      </form>
    </FormProvider>
  );
}
