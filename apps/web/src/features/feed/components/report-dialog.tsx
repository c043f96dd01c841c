import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { useReportPost } from '../api/report-post';

/** Report Post (docs/product.md#report-a-post). */
export function ReportDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { session } = useAuth();
  const report = useReportPost();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!title.trim() || !message.trim()) {
      setError('Title and message are required.');
      return;
    }
    if (!session) {
      setError('User must be logged in to report a post.');
      return;
    }
    try {
      await report.mutateAsync({
        id: postId,
        report: { title: title.trim(), message: message.trim() },
      });
      toast.success('Report submitted successfully!');
      setTitle('');
      setMessage('');
      onOpenChange(false);
    } catch (e) {
      setError(
        e instanceof Error && e.message
          ? `Error submitting report: ${e.message}`
          : 'An unknown error occurred while submitting the report.',
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Report Post"
        description="Tell us what is wrong with this post: a broken link, out-of-date details, something that should not be here."
      >
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <div>
            <Label htmlFor={`report-title-${postId}`}>Title</Label>
            <Input
              id={`report-title-${postId}`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
            />
          </div>
          <div>
            <Label htmlFor={`report-message-${postId}`}>Message</Label>
            <Textarea
              id={`report-message-${postId}`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={5000}
            />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              Submit
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
