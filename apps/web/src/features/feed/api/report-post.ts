import { useMutation } from '@tanstack/react-query';
import type { CreatedResponse, ReportPostRequest } from '@thistle/shared/contracts/posts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/posts/:id/report (docs/product.md#report-a-post). */
export const reportPost = (id: string, report: ReportPostRequest) =>
  apiRequest<CreatedResponse>(`/api/posts/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body: report,
  });

export const useReportPost = () =>
  useMutation({
    mutationFn: ({ id, report }: { id: string; report: ReportPostRequest }) =>
      reportPost(id, report),
  });
