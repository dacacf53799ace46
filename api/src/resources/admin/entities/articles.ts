import { sql } from 'drizzle-orm';
import { articleStatus } from '../../../db/schema';
import { renderMarkdown } from '../../contributions/project-edit';
import { optionsOf, slugField, sourceUrlField, type EntityDef } from '../definition';
import { articleActivity } from '../../activity-logs/write';
import { autoSlug } from './common';

export const articlesEntity: EntityDef = {
  name: 'articles',
  label: 'Article',
  labelPlural: 'Articles',
  table: 'articles',
  auditType: 'article',
  title: (t) => `${t}.title`,
  titleField: 'title',
  listColumns: ['title', 'date', 'author', 'status'],
  filters: [
    { name: 'status', label: 'Status', type: 'select', options: optionsOf(articleStatus.enumValues), where: (v) => sql`t.status = ${v}` },
  ],
  sortFields: ['date', 'title', 'id'],
  defaultSort: '-date',
  search: ['t.title', 't.slug', 't.author'],
  publicPath: '/articles/{slug}',
  publicUrl: `CASE WHEN t.deleted_at IS NULL AND t.status = 'published' THEN '/articles/' || t.slug END`,
  deletion: 'soft',
  versioned: true,
  fields: [
    { name: 'title', label: 'Title', type: 'text', column: 'title', required: true, maxLength: 300 },
    slugField('Made from the title when left empty.'),
    { name: 'status', label: 'Status', type: 'select', column: 'status', options: optionsOf(articleStatus.enumValues), default: 'draft' },
    { name: 'date', label: 'Date', type: 'date', column: 'date', required: true },
    { name: 'author', label: 'Author', type: 'text', column: 'author', required: true, maxLength: 200 },
    { name: 'summary', label: 'Summary', type: 'textarea', column: 'summary', maxLength: 2000, default: '' },
    {
      // No Markdown column (no migration here): the stored sanitized HTML is edited as Markdown (HTML is valid Markdown).
      name: 'body',
      label: 'Body',
      type: 'markdown',
      read: 't.body_html',
      required: true,
      maxLength: 100_000,
      help: 'Markdown; saved as sanitized HTML.',
    },
    { name: 'preview_media', label: 'Preview image', type: 'image', column: 'preview_media', maxLength: 2000 },
    {
      name: 'mentioned_organizations',
      label: 'Organizations mentioned',
      type: 'relation-list',
      relation: 'organizations',
      link: { table: 'article_mentions', owner: 'article_id', target: 'organization_id' },
      suggestFrom: ['title', 'summary', 'body'],
    },
    {
      name: 'mentioned_projects',
      label: 'Projects mentioned',
      type: 'relation-list',
      relation: 'projects',
      link: { table: 'article_mentions', owner: 'article_id', target: 'project_id' },
      suggestFrom: ['title', 'summary', 'body'],
    },
    sourceUrlField,
  ],
  hooks: {
    prepare: async (context) => {
      if ('body' in context.input) context.columns.body_html = renderMarkdown(String(context.input.body), 'body');
      if ('summary' in context.input && context.input.summary === null) context.columns.summary = '';
      await autoSlug(context, 'title');
    },
    afterChange: articleActivity,
  },
};
