import { TaskDetailPage } from '../../features/autopilot/detail/task-detail-page';
import { TaskDraftsModal } from '../../features/drafts/components/task-drafts-modal';

/** Route /autopilot/task/:taskId: the task detail with the drafts feature's modal for its drafts. */
export function AutopilotTaskScreen() {
  return <TaskDetailPage DraftsModal={TaskDraftsModal} />;
}
