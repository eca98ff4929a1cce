"""Use jiyi from the frameworks agents are built in. One module per framework, each a thin layer over `jiyi.Memory`:

- `jiyi.integrations.langgraph.JiyiStore`: a LangGraph `BaseStore` (long-term memory of a graph);
  `pip install 'jiyi[langgraph]'`.
- `jiyi.integrations.agents.JiyiSession` and `context_instructions`: OpenAI Agents SDK session memory and
  instructions; `pip install 'jiyi[agents]'`.
- `jiyi.integrations.langchain.JiyiRetriever`: a LangChain retriever; `pip install 'jiyi[langchain]'`.

Nothing here is imported by `import jiyi`, and each module imports its framework only when it is imported itself.
"""
