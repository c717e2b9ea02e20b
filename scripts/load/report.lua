-- wrk script: sends a POST with the file named by NESTLINK_LOAD_BODY when
-- that is set (GET otherwise), counts answers by status, and prints one
-- JSON line at the end for scripts/load-test.sh to read.
local body_file = os.getenv("NESTLINK_LOAD_BODY")
if body_file and body_file ~= "" then
  local file = assert(io.open(body_file, "r"))
  wrk.method = "POST"
  wrk.body = file:read("a")
  wrk.headers["Content-Type"] = "application/json"
  file:close()
end

-- With NESTLINK_LOAD_VARY set, every request renames the model, so no two
-- bodies are the same and no answer comes from a cache.
if os.getenv("NESTLINK_LOAD_VARY") == "1" then
  local counter = 0
  local template = wrk.body
  function request()
    counter = counter + 1
    local body = template:gsub('"name"%s*:%s*"[^"]*"', '"name": "Load ' .. counter .. '"', 1)
    return wrk.format(nil, nil, nil, body)
  end
end

local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local not_ok = 0
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do
      if status >= 400 then not_ok = not_ok + n end
    end
  end
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"rps":%.1f,"p99_ms":%.2f,"socket_errors":%d,"http_errors":%d}\n',
    summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, not_ok))
end
