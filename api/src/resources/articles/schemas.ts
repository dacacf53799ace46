import { Type } from 'typebox';
import { Nullable, Paged, PagingQuery, Slug } from '../../http/schemas';

export const ArticleListItem = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  date: Type.String(),
  author: Type.String(),
  preview_media: Nullable(Type.String()),
  summary: Type.String(),
});

/** An organization or project an article is about (issue 24): the article links its page. */
const ArticleMention = Type.Object({
  kind: Type.Union([Type.Literal('organization'), Type.Literal('project')]),
  slug: Type.String(),
  display_name: Type.String(),
});

/** An article about an organization or project, as its page lists it (issue 24). */
export const ArticleAbout = Type.Object({ slug: Type.String(), title: Type.String(), date: Type.String() });

export const ArticleDetail = Type.Object({
  ...ArticleListItem.properties,
  body: Type.String(),
  mentions: Type.Optional(Type.Array(ArticleMention, { description: 'the published organizations and projects it is about' })),
});

export const ArticleListQuery = Type.Object({ ...PagingQuery });
export const ArticleList = Paged(ArticleListItem);
export const RecentArticlesQuery = Type.Object({ current_article_slug: Type.Optional(Type.String({ maxLength: 200 })) });
export const ArticleParams = Type.Object({ slug: Slug });
