-- Headless Neovim with its built-in LSP client and no other configuration: opens one file, starts
-- the Toolwire language server, waits (on a predicate, not the clock) for its diagnostics and writes
-- them as JSON. Driven by test/neovim/neovim.e2e.ts through these environment variables:
--   TOOLWIRE_SERVER  the server's entry (dist/server.js), run as `node <it> --stdio`
--   TOOLWIRE_FILE    the file to open
--   TOOLWIRE_OUT     where to write the result
--   TOOLWIRE_TIMEOUT how long to wait, in ms
local server = assert(os.getenv('TOOLWIRE_SERVER'), 'TOOLWIRE_SERVER is not set')
local file = assert(os.getenv('TOOLWIRE_FILE'), 'TOOLWIRE_FILE is not set')
local out = assert(os.getenv('TOOLWIRE_OUT'), 'TOOLWIRE_OUT is not set')
local timeout = tonumber(os.getenv('TOOLWIRE_TIMEOUT') or '20000')

local result = { version = vim.version(), published = {}, diagnostics = {}, errors = {} }

local function write_result()
  local handle = assert(io.open(out, 'w'))
  handle:write(vim.fn.json_encode(result))
  handle:close()
end

-- Record every push the server sends, then let the default handler turn it into vim.diagnostic.
local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
  table.insert(result.published, { uri = params.uri, version = params.version, count = #params.diagnostics })
  return default_publish(err, params, ctx, config)
end

-- The same configuration docs/editors-neovim-helix.md shows. `vim.lsp.start` (0.8+) reuses a
-- running client; Debian 12 ships 0.7, where start_client + buf_attach_client do the same.
local function start_toolwire(bufnr)
  local config = {
    name = 'toolwire',
    cmd = { 'node', server, '--stdio' },
    root_dir = vim.fn.fnamemodify(file, ':p:h'),
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local client_id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(bufnr, client_id)
  return client_id
end

local function toolwire_diagnostics(bufnr)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'toolwire' then
      table.insert(found, {
        lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
        severity = d.severity, message = d.message, source = d.source, code = d.code,
      })
    end
  end
  return found
end

local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  local client_id = start_toolwire(bufnr)
  result.attached = vim.wait(timeout, function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized == true
  end, 20)
  result.ready = vim.wait(timeout, function()
    return #toolwire_diagnostics(bufnr) > 0
  end, 20)
  result.diagnostics = toolwire_diagnostics(bufnr)
  local client = vim.lsp.get_client_by_id(client_id)
  result.offset_encoding = client and client.offset_encoding
  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
end

local ok, err = pcall(run)
if not ok then table.insert(result.errors, tostring(err)) end
write_result()
vim.cmd(ok and 'qa!' or 'cquit!')
