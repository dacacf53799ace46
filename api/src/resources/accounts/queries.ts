import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizationMemberships, organizations, projectMemberships, projects } from '../../db/schema';

/** The organizations and projects a user may edit (approved) or asked to (pending); id is the entity's id. */
export async function membershipsOf(db: Db, userId: number) {
  const [organizationRows, projectRows] = await Promise.all([
    db
      .select({ id: organizations.id, slug: organizations.slug, status: organizationMemberships.status })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(eq(organizationMemberships.userId, userId))
      .orderBy(asc(organizations.slug)),
    db
      .select({ id: projects.id, slug: projects.slug, status: projectMemberships.status })
      .from(projectMemberships)
      .innerJoin(projects, eq(projects.id, projectMemberships.projectId))
      .where(eq(projectMemberships.userId, userId))
      .orderBy(asc(projects.slug)),
  ]);
  return { organizationRows, projectRows };
}
