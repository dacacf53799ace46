// A stand-in for Greenhouse's public job board API, for the browser tests (these machines have no
// internet). It answers GET /v1/boards/{token}/jobs?content=true in the documented format
// (developers.greenhouse.io/job-board.html, "List Jobs") with the postings a test set through
// PUT /__stub/boards/{token} (a JSON array). The composed server points JOB_BOARD_GREENHOUSE_URL here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubPosting {
  id: number;
  title: string;
  location: string;
  department?: string;
  updated_at?: string;
}

export interface JobBoardStub {
  url: string;
  close(): Promise<void>;
}

const BOARD_PATH = /^\/v1\/boards\/([a-z0-9-]+)\/jobs$/;
const CONTROL_PATH = /^\/__stub\/boards\/([a-z0-9-]+)$/;

function greenhouseJob(token: string, posting: StubPosting) {
  return {
    id: posting.id,
    internal_job_id: posting.id + 1_000_000,
    title: posting.title,
    updated_at: posting.updated_at ?? '2026-11-20T10:00:00-05:00',
    first_published: '2026-11-01T10:00:00-05:00',
    requisition_id: null,
    location: { name: posting.location },
    absolute_url: `https://job-boards.greenhouse.io/${token}/jobs/${posting.id}`,
    language: 'en',
    metadata: null,
    content: '&lt;p&gt;A role at a fusion company.&lt;/p&gt;',
    departments: posting.department ? [{ id: 1, name: posting.department, child_ids: [], parent_id: null }] : [],
    offices: [{ id: 1, name: posting.location, location: posting.location, child_ids: [], parent_id: null }],
  };
}

export async function startJobBoardStub(): Promise<JobBoardStub> {
  const boards = new Map<string, StubPosting[]>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const control = CONTROL_PATH.exec(url.pathname);
    if (control && request.method === 'PUT') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        boards.set(control[1]!, JSON.parse(body) as StubPosting[]);
        response.writeHead(204).end();
      });
      return;
    }
    const board = BOARD_PATH.exec(url.pathname);
    const postings = board ? boards.get(board[1]!) : undefined;
    if (request.method !== 'GET' || !board || !postings) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 404, error: 'Job not found' }));
      return;
    }
    const jobs = postings.map((posting) => greenhouseJob(board[1]!, posting));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jobs, meta: { total: jobs.length } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sets what the stub's board `token` lists (from a test process: the stub runs in run.ts). */
export async function setStubBoard(stubUrl: string, token: string, postings: StubPosting[]): Promise<void> {
  const response = await fetch(`${stubUrl}/__stub/boards/${token}`, { method: 'PUT', body: JSON.stringify(postings) });
  if (response.status !== 204) throw new Error(`The job board stub answered ${response.status}`);
}
