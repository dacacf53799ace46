// Type-level contract: each entity type of the contract and the type generated from the API's
// OpenAPI document (openapi-typescript → mf-shared/src/api-types/openapi.ts, kept current by
// api/test/contract) must be assignable to each other. mf-shared's typecheck (CI) checks it.
import type { components } from '../../api-types/openapi';
import type * as Shared from './entities';

type Api = components['schemas'];

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type Contract = [
  Assert<MutuallyAssignable<Shared.SearchResult, Api['SearchResult']>>,
  Assert<MutuallyAssignable<Shared.NewsletterResponse, Api['NewsletterResponse']>>,
  Assert<MutuallyAssignable<Shared.ServerDetails, Api['ServerDetails']>>,
  Assert<MutuallyAssignable<Shared.Membership, Api['Membership']>>,
  Assert<MutuallyAssignable<Shared.SessionData, Api['SessionData']>>,
  Assert<MutuallyAssignable<Shared.TagName, Api['TagName']>>,
  Assert<MutuallyAssignable<Shared.OrganizationTagTab, Api['OrganizationTagTab']>>,
  Assert<MutuallyAssignable<Shared.OrganizationRef, Api['OrganizationRef']>>,
  Assert<MutuallyAssignable<Shared.FundingEntry, Api['FundingEntry']>>,
  Assert<MutuallyAssignable<Shared.ConceptRef, Api['ConceptRef']>>,
  Assert<MutuallyAssignable<Shared.OrganizationMinimal, Api['OrganizationMinimal']>>,
  Assert<MutuallyAssignable<Shared.OrganizationListItem, Api['OrganizationListItem']>>,
  Assert<MutuallyAssignable<Shared.OrganizationProject, Api['OrganizationProject']>>,
  Assert<MutuallyAssignable<Shared.ProjectSupplied, Api['ProjectSupplied']>>,
  Assert<MutuallyAssignable<Shared.SupplyChainOffering, Api['SupplyChainOffering']>>,
  Assert<MutuallyAssignable<Shared.Person, Api['Person']>>,
  Assert<MutuallyAssignable<Shared.OrganizationDetail, Api['OrganizationDetail']>>,
  Assert<MutuallyAssignable<Shared.ProjectMedia, Api['ProjectMedia']>>,
  Assert<MutuallyAssignable<Shared.ProjectProvider, Api['ProjectProvider']>>,
  Assert<MutuallyAssignable<Shared.Publication, Api['Publication']>>,
  Assert<MutuallyAssignable<Shared.ProjectStatus, Api['ProjectStatus']>>,
  Assert<MutuallyAssignable<Shared.ProjectListItem, Api['ProjectListItem']>>,
  Assert<MutuallyAssignable<Shared.ProjectDetail, Api['ProjectDetail']>>,
  Assert<MutuallyAssignable<Shared.ConceptTab, Api['ConceptTab']>>,
  Assert<MutuallyAssignable<Shared.Milestone, Api['Milestone']>>,
  Assert<MutuallyAssignable<Shared.MilestoneList, Api['MilestoneList']>>,
  Assert<MutuallyAssignable<Shared.PerformancePoint, Api['PerformancePoint']>>,
  Assert<MutuallyAssignable<Shared.PerformancePointList, Api['PerformancePointList']>>,
  Assert<MutuallyAssignable<Shared.SupplyChainOrganization, Api['SupplyChainOrganization']>>,
  Assert<MutuallyAssignable<Shared.SupplyChainCategory, Api['SupplyChainCategory']>>,
  Assert<MutuallyAssignable<Shared.SupplyChainCategoryTab, Api['SupplyChainCategoryTab']>>,
  Assert<MutuallyAssignable<Shared.JobOrganization, Api['JobOrganization']>>,
  Assert<MutuallyAssignable<Shared.Job, Api['Job']>>,
  Assert<MutuallyAssignable<Shared.JobTag, Api['JobTag']>>,
  Assert<MutuallyAssignable<Shared.ArticleListItem, Api['ArticleListItem']>>,
  Assert<MutuallyAssignable<Shared.ArticleDetail, Api['ArticleDetail']>>,
  Assert<MutuallyAssignable<Shared.ActivityLog, Api['ActivityLog']>>,
];
