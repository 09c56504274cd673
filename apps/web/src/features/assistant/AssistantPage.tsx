import { AssistantChat } from './AssistantChat';

/** /ask-anything: the assistant on its own page (the home page and the agents page embed the same panel). */
export default function AssistantPage() {
  return (
    <div className="px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-text">Ask Anything</h1>
      <AssistantChat />
    </div>
  );
}
