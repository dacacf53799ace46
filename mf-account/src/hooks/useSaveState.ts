// What the edit screens (and the admin's record form) keep around a save: the processing error area (docs/product/account.md §12), the
// conflict (409), and moving the user to the field or message at fault.
import { useRef, useState } from 'react';
import { revealField } from '../lib/fieldPaths';
import type { UnsavedChange } from '../lib/unsavedChanges';

/** A refused save as either editor reports it (the contributions' writes, the admin's). */
export interface SaveFailure {
  ok: false;
  message: string;
  /** The field at fault, to highlight and scroll to. */
  field?: string;
  /** 409: the version someone else saved first. */
  currentVersion?: number;
}

export interface ConflictState {
  currentVersion: number;
  /** The mainData the user tried to save. */
  mine: Record<string, unknown>;
  /** What they had started from. */
  started: Record<string, unknown>;
}

export function useSaveState() {
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [kept, setKept] = useState<UnsavedChange[] | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  return {
    problem,
    conflict,
    kept,
    problemRef,
    setKept,
    reset() {
      setProblem(null);
      setConflict(null);
    },
    /** A refused save: the conflict view, or the message with its field highlighted and scrolled to. */
    fail(failure: SaveFailure, mine: Record<string, unknown>, started: Record<string, unknown>) {
      if (failure.currentVersion !== undefined) {
        setProblem(null);
        setKept(null);
        setConflict({ currentVersion: failure.currentVersion, mine, started });
        focusLater('contrib-conflict');
        return;
      }
      setProblem(failure.message);
      requestAnimationFrame(() => {
        if (!revealField(failure.field)) {
          problemRef.current?.scrollIntoView?.({ block: 'center' });
          problemRef.current?.focus();
        }
      });
    },
    /** A refusal the screen already shows by its field: scrolled to, not repeated in the error area (unless the field is not on screen). */
    failOnField(failure: SaveFailure) {
      setProblem(null);
      requestAnimationFrame(() => {
        if (revealField(failure.field)) return;
        setProblem(failure.message);
        problemRef.current?.scrollIntoView?.({ block: 'center' });
        problemRef.current?.focus();
      });
    },
    reloaded(changes: UnsavedChange[]) {
      setConflict(null);
      setKept(changes);
      focusLater('contrib-conflict');
    },
  };
}

/** 'founders[2].name' → 'founders.2.name' (react-hook-form's names). */
export function formFieldName(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}
