import { useLocation, useSearch } from 'wouter';
import { TeacherTaskDetail } from './teacher-task-detail';
import { TeacherTaskList } from './teacher-task-list';
import '../../styles/records.css';
import '../../styles/teacher-task.css';

/** /teacherTask (the list) and /teacherTask/myTaskPage?id= (one task). */
export default function TeacherTaskPage() {
  const [path] = useLocation();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const onTask = path.toLowerCase().startsWith('/teachertask/mytaskpage') && Number.isInteger(id) && id > 0;
  return (
    <section className="records-page" aria-labelledby="teacher-task-page-title">
      <h1 id="teacher-task-page-title">Teacher Task</h1>
      {/* Keyed by id: another task starts a fresh machine. */}
      {onTask ? <TeacherTaskDetail key={id} taskId={id} /> : <TeacherTaskList />}
    </section>
  );
}
