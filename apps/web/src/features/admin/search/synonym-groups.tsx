'use client';

import type { Locale } from '@coffee/contracts/common';
import type { SynonymGroup } from '@coffee/contracts/search';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { isolated } from '@/components/ui/user-text';
import { callBff } from '@/lib/bff/call-bff';
import { createSynonymGroup, deleteSynonymGroup, updateSynonymGroup } from '@/lib/bff/calls/admin-search';
import { formatNumber } from '@/lib/format/number';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCatalogCall } from '../kit/use-catalog-call';

/** Staff type a group's words split by commas, Latin or Arabic (`,` `،`), or by new lines. */
export const splitWords = (text: string) =>
  text
    .split(/[,،\n]/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

/** A group as staff read and edit it: its words joined by the page's comma. */
const joined = (words: readonly string[], locale: Locale) => words.join(locale === 'ar' ? '، ' : ', ');

const smallButtonClass = `${secondaryButtonClass} h-11 min-w-11 px-3 text-sm`;

/**
 * The synonyms staff keep: a form to add a group (its words split by commas), and each group with its words,
 * edited in place or removed after a question. `initial` fills the new group's words (a phrase that found
 * nothing, sent from the weekly list). Saved groups count on the shoppers' next search.
 */
export function SynonymGroups({
  groups,
  initial,
  locale,
}: {
  groups: SynonymGroup[];
  initial: string;
  locale: Locale;
}) {
  const t = useTranslations('Admin.searchTerms');
  const common = useTranslations('Admin');
  const headingId = useId();
  const { run, pending, error } = useCatalogCall(locale, common('networkError'));
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);

  return (
    <section aria-labelledby={headingId} aria-busy={pending} className="flex flex-col gap-4">
      <header>
        <h2 id={headingId} className="font-bold text-2xl text-espresso-900">
          {t('synonymsTitle')}
        </h2>
        <p className="mt-1 max-w-prose text-mocha-600 text-sm">{t('synonymsHint')}</p>
      </header>
      <FormAlert message={editing === null ? error : undefined} />
      <WordsForm
        key={initial}
        label={t('newGroup')}
        initial={initial}
        submit={t('add')}
        pending={pending}
        onSave={(words) =>
          run(() => callBff(createSynonymGroup, { locale, body: { words } }), t('added')).then(Boolean)
        }
      />
      {groups.length === 0 ? (
        <p className="text-mocha-700">{t('noGroups')}</p>
      ) : (
        <ul
          className="flex flex-col gap-3"
          aria-label={t('groupsLabel', {
            count: groups.length,
            formatted: formatNumber(groups.length, locale, 0),
          })}
        >
          {groups.map((group) => {
            const words = joined(group.words, locale);
            return (
              <li
                key={group.id}
                className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200"
              >
                {editing === group.id ? (
                  <>
                    <FormAlert message={error} />
                    <WordsForm
                      label={t('editGroup', { words })}
                      initial={words}
                      submit={t('save')}
                      pending={pending}
                      onCancel={() => setEditing(null)}
                      cancel={common('dialogBack')}
                      onSave={async (next) => {
                        const saved = await run(
                          () =>
                            callBff(updateSynonymGroup, {
                              locale,
                              params: { id: group.id },
                              body: { words: next },
                            }),
                          t('saved'),
                        );
                        if (saved) setEditing(null);
                        return Boolean(saved);
                      }}
                    />
                  </>
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <ul
                      className="flex flex-wrap gap-2"
                      aria-label={t('wordsOf', { words: isolated(words) })}
                    >
                      {group.words.map((word) => (
                        <li
                          key={word}
                          className="rounded-full bg-latte-100 px-3 py-1 text-espresso-900 text-sm"
                        >
                          <bdi>{word}</bdi>
                        </li>
                      ))}
                    </ul>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={smallButtonClass}
                        disabled={pending}
                        aria-label={t('editOf', { words: isolated(words) })}
                        onClick={() => setEditing(group.id)}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className={smallButtonClass}
                        disabled={pending}
                        aria-label={t('deleteOf', { words: isolated(words) })}
                        onClick={() => setDeleting(group)}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('confirmDelete', { words: joined(deleting.words, locale) }) : ''}
        confirmLabel={t('confirmDeleteYes')}
        cancelLabel={common('dialogBack')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const target = deleting;
          setDeleting(null);
          if (target) {
            await run(
              () => callBff(deleteSynonymGroup, { locale, params: { id: target.id } }),
              t('deleted', { words: joined(target.words, locale) }),
            );
          }
        }}
      />
    </section>
  );
}

/** One line of words split by commas, and its button; cleared after a new group is saved. */
function WordsForm({
  label,
  initial,
  submit,
  pending,
  onSave,
  onCancel,
  cancel,
}: {
  label: string;
  initial: string;
  submit: string;
  pending: boolean;
  onSave: (words: string[]) => Promise<boolean>;
  onCancel?: () => void;
  cancel?: string;
}) {
  const t = useTranslations('Admin.searchTerms');
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();

  async function send(event: FormEvent) {
    event.preventDefault();
    const words = splitWords(text);
    if (words.length < 2) {
      setProblem(t('needsTwo'));
      return;
    }
    setProblem(undefined);
    if ((await onSave(words)) && !onCancel) setText('');
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          maxLength={400}
          dir="auto"
          className={controlClass}
        />
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className={`${primaryButtonClass} shrink-0`}
        >
          {submit}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${secondaryButtonClass} shrink-0`}>
            {cancel}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-mocha-600 text-xs">
        {t('wordsHint')}
      </p>
      {problem ? (
        <p id={`${id}-problem`} className="font-medium text-cherry-700 text-sm">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
