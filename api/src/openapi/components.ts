// Named entity schemas published as OpenAPI components (GET /api/docs/json →
// components.schemas). `npm run gen:types -w api` turns them into TypeScript, which
// api/test/contract checks against mf-shared's entity types.
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { AccountInfo, AccountOrganization, AccountProject, Membership, SessionData } from '../resources/accounts/schemas';
import { ActivityLog } from '../resources/activity-logs/schemas';
import { ArticleDetail, ArticleListItem } from '../resources/articles/schemas';
import { Job, JobMode, JobOrganization, JobTag, JobType } from '../resources/jobs/schemas';
import { NewsletterResponse } from '../resources/newsletter/schemas';
import {
  OrganizationDetail,
  OrganizationListItem,
  OrganizationMinimal,
  OrganizationProject,
  OrganizationTagTab,
  Person,
  ProjectSupplied,
  SupplyChainOffering,
} from '../resources/organizations/schemas';
import { ConceptTab, ProjectDetail, ProjectListItem, ProjectProvider, Publication } from '../resources/projects/schemas';
import { Milestone, MilestoneList } from '../resources/milestones/schemas';
import { PerformancePoint, PerformancePointList } from '../resources/progress/schemas';
import { SearchResult } from '../resources/search/schemas';
import { ServerDetails } from '../resources/server-details/schemas';
import {
  ConceptRef,
  DatePrecision,
  FundingEntry,
  OrganizationKind,
  OrganizationRef,
  OrganizationStatus,
  ProjectMedia,
  ProjectStatus,
  Source,
  TagName,
} from '../resources/shared-schemas';
import { SupplyChainCategory, SupplyChainCategoryTab, SupplyChainOrganization } from '../resources/supply-chain/schemas';

export const OPENAPI_COMPONENTS: Record<string, TSchema> = {
  AccountInfo,
  AccountOrganization,
  AccountProject,
  ActivityLog,
  ArticleDetail,
  ArticleListItem,
  ConceptRef,
  ConceptTab,
  DatePrecision,
  FundingEntry,
  Job,
  JobMode,
  JobOrganization,
  JobTag,
  JobType,
  Membership,
  Message: Type.Object({ message: Type.String() }),
  NewsletterResponse,
  OrganizationDetail,
  OrganizationKind,
  OrganizationListItem,
  OrganizationMinimal,
  OrganizationProject,
  Milestone,
  MilestoneList,
  OrganizationRef,
  OrganizationStatus,
  OrganizationTagTab,
  PerformancePoint,
  PerformancePointList,
  Person,
  ProjectDetail,
  ProjectListItem,
  ProjectMedia,
  ProjectProvider,
  ProjectStatus,
  ProjectSupplied,
  Publication,
  SearchResult,
  ServerDetails,
  SessionData,
  Source,
  SupplyChainCategory,
  SupplyChainCategoryTab,
  SupplyChainOffering,
  SupplyChainOrganization,
  TagName,
};
