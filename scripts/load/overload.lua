-- wrk script for the overload run: POSTs the model in NESTLINK_LOAD_BODY,
-- renamed on every request so no answer comes from a cache, and sorts the
-- answers: a whole analysis (one advice per relationship of the model), the
-- 503 `overloaded` error with Retry-After, or anything else (a failure).
-- Prints one JSON line at the end for scripts/load-test.sh to read.
local file = assert(io.open(os.getenv("NESTLINK_LOAD_BODY"), "r"))
local template = file:read("a")
file:close()
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local _, relationships = template:gsub('"cardinality"', '')

local counter = 0
function request()
  counter = counter + 1
  local body = template:gsub('"name"%s*:%s*"[^"]*"', '"name": "Overload ' .. counter .. '"', 1)
  return wrk.format(nil, nil, nil, body)
end

-- Header names arrive as the server wrote them (lowercase from hyper).
function has_retry_after(headers)
  for name, _ in pairs(headers) do
    if name:lower() == "retry-after" then return true end
  end
  return false
end

local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) analyses = 0; shed = 0; wrong = 0 end
function response(status, headers, body)
  if status == 200 then
    local _, advice = body:gsub('"relationship":"r%d+"', '')
    if advice == relationships then analyses = analyses + 1 else wrong = wrong + 1 end
  elseif status == 503 and has_retry_after(headers) and body:find('"code":"overloaded"', 1, true) then
    shed = shed + 1
  else
    wrong = wrong + 1
  end
end

function done(summary, latency, requests)
  local a, s, w = 0, 0, 0
  for _, thread in ipairs(threads) do
    a = a + thread:get("analyses"); s = s + thread:get("shed"); w = w + thread:get("wrong")
  end
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"analyses":%d,"overloaded":%d,"wrong":%d,"socket_errors":%d,"p99_ms":%.2f}\n',
    summary.requests, a, s, w, e.connect + e.read + e.write + e.timeout, latency:percentile(99) / 1000))
end
