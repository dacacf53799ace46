// /admin/:entity/new and /admin/:entity/:id (issue 19 item 3): ONE generic form, generated from
// the meta's fields, validated by a yup schema built from their rules. Save creates (POST) or
// sends the changed fields (PATCH) with If-Match: "<version>"; a 409 (someone saved first) keeps
// the user's values until they load the current version, as on the edit screens. A 400 names
// its field: the message shows there and the field is scrolled to. Unpublish (a soft delete) and
// Restore ask first.
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { isNotFoundError, toast } from 'mf-shared';
import { Button, ErrorState, formatDate, NotFound, Skeleton } from 'mf-shared/kit';
import { useHydrated, type RouteContext } from 'mf-shared/area';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProblemArea } from '../../../components/ProblemArea';
import { ConflictPanel } from '../../../components/ConflictPanel';
import { useSaveState } from '../../../hooks/useSaveState';
import { unsavedChanges } from '../../../lib/unsavedChanges';
import {
  ADMIN_QUERY_ROOT,
  adminRecordQuery,
  createRecord,
  restoreRecord,
  staffRedirect,
  unpublishRecord,
  updateRecord,
  type WriteOutcome,
} from '../api/admin';
import type { AdminEntity, AdminRecord } from '../api/types';
import { buildSchema, castBody, changedFields, toBody, toFormValues, type FormValues } from '../utils/formModel';
import { publicUrlOf } from '../utils/listState';
import { AdminFrame, entityPath, loadAdmin, recordPath } from './AdminFrame';
import { FieldInput } from './FieldInput';
import { SubscriptionPanel } from './SubscriptionPanel';
import styles from './admin.module.css';

export async function load({ queryClient, params }: RouteContext) {
  if (!params.id) return loadAdmin(queryClient);
  const record = adminRecordQuery(params.entity ?? '', params.id);
  await queryClient.prefetchQuery(record);
  return loadAdmin(queryClient, record);
}

export const ADMIN_TEXT = {
  saved: 'Saved.',
  created: (label: string) => `${label} created.`,
  nothingChanged: 'Nothing has changed.',
  unpublishTitle: 'Unpublish this record?',
  unpublishText: 'It leaves the public site (lists, pages, search and feeds). It is kept, and can be restored here.',
  restoreTitle: 'Restore this record?',
  restoreText: 'It shows on the public site again.',
} as const;

export const head = () => ({ title: 'Admin', noindex: true });

export default function AdminRecordPage() {
  const { entity: entityName = '', id } = useParams();
  return (
    <AdminFrame
      entityName={entityName}
      title={(entity) => (entity ? (id ? `Edit ${entity.label.toLowerCase()}` : `Add ${entity.label.toLowerCase()}`) : 'Admin')}
    >
      {(_meta, entity) =>
        entity &&
        (id ? <ExistingRecord key={`${entity.name}/${id}`} entity={entity} id={id} /> : <RecordForm entity={entity} initial={null} />)
      }
    </AdminFrame>
  );
}

function ExistingRecord({ entity, id }: { entity: AdminEntity; id: string }) {
  const query = useQuery(adminRecordQuery(entity.name, id));
  if (query.isPending) return <Skeleton height={480} />;
  if (query.isError) {
    if (staffRedirect(query.error)) return null; // the route's loader is sending the visitor away
    if (isNotFoundError(query.error)) return <NotFound />;
    return <ErrorState message="This record could not be loaded." onRetry={() => void query.refetch()} />;
  }
  return <RecordForm entity={entity} initial={query.data} />;
}

function RecordForm({ entity, initial }: { entity: AdminEntity; initial: AdminRecord | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const { fields } = entity;
  const schema = useMemo(() => buildSchema(fields), [fields]);
  // What the form was loaded from (a save, an unpublish or a conflict's reload replaces it).
  const [base, setBase] = useState<AdminRecord | null>(initial);
  const conflictRecord = useRef<AdminRecord | null>(null);
  const [asking, setAsking] = useState<'unpublish' | 'restore' | null>(null);
  const [busy, setBusy] = useState(false);
  const saveState = useSaveState();
  const methods = useForm<FormValues>({ resolver: yupResolver(schema), defaultValues: toFormValues(fields, base) });
  const { handleSubmit, reset, setError } = methods;
  const started = () => castBody(fields, schema, toFormValues(fields, base));

  /** The record as the API answered it becomes the form's base. */
  const adopt = (record: AdminRecord, values: 'reset' | 'keep') => {
    setBase(record);
    queryClient.setQueryData(adminRecordQuery(entity.name, String(record.id)).queryKey, record);
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'list', entity.name] });
    if (values === 'reset') reset(toFormValues(fields, record));
  };

  const failed = (outcome: Extract<WriteOutcome, { ok: false }>, mine: Record<string, unknown>) => {
    if (outcome.current) {
      conflictRecord.current = outcome.current;
      saveState.fail({ ok: false, message: outcome.message, currentVersion: outcome.current.version }, mine, started());
      return;
    }
    if (outcome.field && fields.some((field) => field.name === outcome.field)) {
      setError(outcome.field, { type: 'server', message: outcome.message });
    }
    saveState.fail({ ok: false, message: outcome.message, field: outcome.field }, mine, started());
  };

  const save = handleSubmit(async (values) => {
    saveState.reset();
    const mine = toBody(fields, values);
    if (!base) {
      const outcome = await createRecord(entity.name, mine);
      if (!outcome.ok) return failed(outcome, mine);
      toast(ADMIN_TEXT.created(entity.label), { kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'list', entity.name] });
      queryClient.setQueryData(adminRecordQuery(entity.name, String(outcome.record.id)).queryKey, outcome.record);
      navigate(recordPath(entity.name, outcome.record.id));
      return;
    }
    const changes = changedFields(started(), mine);
    if (Object.keys(changes).length === 0) {
      toast(ADMIN_TEXT.nothingChanged);
      return;
    }
    const outcome = await updateRecord(entity.name, base.id, base.version, changes);
    if (!outcome.ok) return failed(outcome, mine);
    adopt(outcome.record, 'reset');
    toast(ADMIN_TEXT.saved, { kind: 'success' });
  });

  /** After a 409: the version that won (the 409 carries it) replaces the form's values. */
  const reload = () => {
    const current = conflictRecord.current;
    const conflict = saveState.conflict;
    if (!current || !conflict) return;
    adopt(current, 'reset');
    conflictRecord.current = null;
    saveState.reloaded(unsavedChanges(conflict.started, conflict.mine));
  };

  const publishing = async (action: 'unpublish' | 'restore') => {
    if (!base) return;
    setAsking(null);
    setBusy(true);
    saveState.reset();
    const outcome =
      action === 'unpublish' ? await unpublishRecord(entity.name, base.id, base.version) : await restoreRecord(entity.name, base.id);
    setBusy(false);
    if (!outcome.ok) return failed(outcome, castBody(fields, schema, methods.getValues()));
    // The fields are unchanged: the user's edits stay in the form.
    adopt(outcome.record, 'keep');
    toast(outcome.message ?? (action === 'unpublish' ? 'Unpublished.' : 'Restored.'), { kind: 'success' });
  };

  const publicUrl = base ? publicUrlOf(base) : null;
  return (
    <FormProvider {...methods}>
      {base && (
        <p className={styles.status} role="status">
          {base.deleted_at ? `Unpublished on ${formatDate(base.deleted_at)}. ` : ''}
          Version {base.version}.{' '}
          {publicUrl && (
            <a href={publicUrl} aria-label="View the public page">
              View the public page
            </a>
          )}
        </p>
      )}
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void save(event)} aria-label={`${entity.label} form`}>
        <ConflictPanel
          currentVersion={saveState.conflict?.currentVersion ?? null}
          reloading={false}
          onReload={reload}
          kept={saveState.kept}
          onDismiss={() => saveState.setKept(null)}
        />
        <ProblemArea id="processing-error" ref={saveState.problemRef} message={saveState.problem} />
        {fields.map((field) => (
          <FieldInput key={field.name} entity={entity} field={field} disabled={busy} relationLabels={base?.relation_labels?.[field.name]} />
        ))}
        <div className={styles.actions}>
          <Button type="submit" loading={methods.formState.isSubmitting} disabled={!hydrated || busy}>
            {base ? 'Save' : `Create ${entity.label.toLowerCase()}`}
          </Button>
          {base &&
            (base.deleted_at ? (
              <Button variant="secondary" onClick={() => setAsking('restore')} disabled={!hydrated || busy}>
                Restore
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setAsking('unpublish')} disabled={!hydrated || busy}>
                Unpublish
              </Button>
            ))}
          <a href={entityPath(entity.name)}>Back to the list</a>
        </div>
      </form>
      {base && entity.name === 'organizations' && <SubscriptionPanel organizationId={base.id} />}
      <ConfirmDialog
        open={asking === 'unpublish'}
        title={ADMIN_TEXT.unpublishTitle}
        text={ADMIN_TEXT.unpublishText}
        confirmLabel="Unpublish"
        cancelLabel="Cancel"
        onConfirm={() => void publishing('unpublish')}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'restore'}
        title={ADMIN_TEXT.restoreTitle}
        text={ADMIN_TEXT.restoreText}
        confirmLabel="Restore"
        cancelLabel="Cancel"
        onConfirm={() => void publishing('restore')}
        onClose={() => setAsking(null)}
      />
    </FormProvider>
  );
}
