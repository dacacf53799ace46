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

export const ArticleDetail = Type.Object({ ...ArticleListItem.properties, body: Type.String() });

export const ArticleListQuery = Type.Object({ ...PagingQuery });
export const ArticleList = Paged(ArticleListItem);
export const RecentArticlesQuery = Type.Object({ current_article_slug: Type.Optional(Type.String({ maxLength: 200 })) });
export const ArticleParams = Type.Object({ slug: Slug });
