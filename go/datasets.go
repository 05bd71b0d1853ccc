// Package gobench holds the Go side of serbench: the Go studies' benchmarks (gob vs json, the
// payload-size study, gob vs protobuf, alecthomas' struct A) on serbench's dataset values.
//
// It is built in GOPATH mode against Debian's Go library sources (/usr/share/gocode), with the
// protobuf and msgp code generated at build time: run it through serbench's `go` command
// (java -jar harness/target/benchmarks.jar go), which prepares the workspace.
package gobench

import (
	"os"
	"strings"
)

// SERBENCH_DATASETS, a comma list of serbench dataset ids, selects the cases to run (all when unset):
// the `go` command passes the ids its --datasets option selected.
var selection = parseSelection(os.Getenv("SERBENCH_DATASETS"))

func parseSelection(list string) map[string]bool {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	ids := map[string]bool{}
	for _, id := range strings.Split(list, ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids[id] = true
		}
	}
	return ids
}

// selected reports whether the serbench dataset id is to be run.
func selected(id string) bool {
	return selection == nil || selection[id]
}

// largeDatasets are serbench's group "large": their values are only built when selected.
var largeDatasets = map[string]bool{"gpb-huge-list-50": true, "gpb-complex-list-10": true}
